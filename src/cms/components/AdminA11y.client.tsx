'use client'

import { type ReactNode, useEffect } from 'react'

/** Names for Payload's controls that have none (axe: label, button-name), by what they do. */
const NAMES: [selector: string, name: (el: Element) => string][] = [
  ['.table thead input[type="checkbox"]', () => 'Seleziona tutte le righe'],
  ['.table tbody input[type="checkbox"]', (el) => `Seleziona la riga ${(el.closest('tr')?.rowIndex ?? 0) || ''}`.trim()],
  ['.clickable-arrow--left', () => 'Pagina precedente'],
  ['.clickable-arrow--right', () => 'Pagina successiva'],
  ['.date-time-picker__clear-button', () => 'Togli la data'],
  // react-select's input (relationships, selects): the field's own label names it.
  ['input[id^="react-select-"]', (el) => el.closest('.field-type')?.querySelector('.field-label')?.textContent?.replace(/\*$/, '').trim() || 'Scegli'],
  ['a[href="/"]', () => 'Vai al sito'],
  ['.popup-button', () => 'Altre azioni'],
  ['.upload-relationship-details__edit', () => 'Modifica il file'],
  ['.upload-relationship-details__remove', () => 'Togli il file'],
  ['.collapsible__drag', () => 'Trascina per cambiare l’ordine'],
  // The lock icon of a list row (a focusable role=button): its tooltip appears only on hover.
  ['.locked[role="button"]', () => 'In modifica da un altro redattore'],
  // Lexical's editable area: named by its field's label.
  ['.ContentEditable__root[role="textbox"]', (el) => el.closest('.field-type')?.querySelector('.field-label')?.textContent?.replace(/\*$/, '').trim() || 'Testo'],
]

/** Has a name already: an ARIA one, a label, or (for buttons and links, not text boxes) its text. */
const named = (el: Element) =>
  Boolean(
    el.getAttribute('aria-label') ||
      el.getAttribute('aria-labelledby') ||
      (el instanceof HTMLInputElement ? el.labels?.length : el.getAttribute('role') !== 'textbox' && el.textContent?.trim()),
  )

/**
 * react-select's indicators (open the menu, clear the choice): react-select hides them from
 * screen readers (`aria-hidden`) because the input does the same by keyboard (arrow down, backspace),
 * but Payload draws them as a focusable button and `div tabindex=0`, so the tab stops in
 * something that does not exist for a screen reader (axe aria-hidden-focus; payloadcms/payload#18139).
 * Out of the tab order, as react-select means them. Payload passes the fields' selects no
 * `components` to replace them with, and its props never change these attributes after mounting.
 */
const HIDDEN_FOCUSABLE = '.dropdown-indicator[aria-hidden="true"], .clear-indicator[aria-hidden="true"]'

function nameControls(root: ParentNode) {
  for (const [selector, name] of NAMES) {
    for (const el of root.querySelectorAll(selector)) {
      if (!named(el)) el.setAttribute('aria-label', name(el))
    }
  }
  for (const el of root.querySelectorAll(HIDDEN_FOCUSABLE)) {
    if (el.getAttribute('tabindex') !== '-1') el.setAttribute('tabindex', '-1')
  }
}

/**
 * Wraps the admin (a Payload provider): names the controls Payload renders unnamed, and takes
 * react-select's hidden indicators out of the tab order, as they appear. Payload's own fix belongs upstream (payloadcms/payload#1227); this keeps editors who
 * use a screen reader from meeting «casella di controllo» and «pulsante» with no name meanwhile.
 */
export function AdminA11y({ children }: { children?: ReactNode }) {
  useEffect(() => {
    nameControls(document)
    const observer = new MutationObserver(() => nameControls(document))
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
  return <>{children}</>
}
