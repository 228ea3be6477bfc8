/**
 * Attachment size in MB with 2 decimals: bytes / 1048576 (spec section 9), Italian decimal comma.
 * A file of a few kilobytes shows 0,01 MB rather than an empty-looking 0,00 MB.
 */
export function formatSizeMB(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return ''
  const mb = bytes > 0 ? Math.max(bytes / 1048576, 0.01) : 0
  return `${mb.toLocaleString('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} MB`
}
