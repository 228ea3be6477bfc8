type Clipboard = { writeText(text: string): Promise<void> }

/**
 * Copies text with the Clipboard API; when it is missing or denied, falls back to
 * selecting a hidden text area and execCommand('copy'). True when either worked.
 */
export async function copyText(text: string, clipboard: Clipboard | undefined, doc: Document): Promise<boolean> {
  if (clipboard) {
    try {
      await clipboard.writeText(text)
      return true
    } catch {
      // Denied or unavailable (insecure origin, permissions): try the older way.
    }
  }
  return copyBySelection(text, doc)
}

function copyBySelection(text: string, doc: Document): boolean {
  const previous = doc.activeElement as HTMLElement | null
  const area = doc.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.setAttribute('aria-hidden', 'true')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  doc.body.append(area)
  area.select()
  try {
    return doc.execCommand('copy')
  } catch {
    return false
  } finally {
    area.remove()
    previous?.focus()
  }
}
