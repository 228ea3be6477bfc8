/** Attachment size in MB with 2 decimals: bytes / 1048576 (spec section 9), Italian decimal comma. */
export function formatSizeMB(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return ''
  const mb = bytes / 1048576
  return `${mb.toLocaleString('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} MB`
}
