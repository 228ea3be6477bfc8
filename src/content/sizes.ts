const MB = 1048576
const KB = 1024

/**
 * Attachment size, Italian decimal comma: from 1 MB in MB with 2 decimals (bytes / 1048576,
 * spec section 9), below in whole KB (never '0,00 MB'), at least 1 KB unless empty.
 */
export function formatSizeMB(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return ''
  const kb = bytes === 0 ? 0 : Math.max(1, Math.round(bytes / KB))
  if (kb < 1024) return `${kb} KB`
  return `${(bytes / MB).toLocaleString('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} MB`
}
