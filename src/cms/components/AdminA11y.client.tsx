'use client'

import { type ReactNode, useEffect, useState } from 'react'

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

/** Names Payload writes in English whatever the admin's language (Lexical's block handle). */
const ENGLISH_NAMES: [selector: string, name: string][] = [['[aria-label="Drag to move"]', 'Trascina per spostare il blocco']]

/** The lock notice writes its date en-US («Nov 27, 2026, 11:27 PM», in the browser's zone) whatever the language. */
const ENGLISH_DATE = /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{1,2}), (\d{4}), (\d{1,2}):(\d{2}) (AM|PM)$/
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const ROME = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

/** «Nov 27, 2026, 11:27 PM» as gg/mm/aaaa HH:mm on Rome's clock, or null when it is not such a date. */
export function italianLockDate(text: string): string | null {
  const m = ENGLISH_DATE.exec(text.trim())
  if (!m) return null
  const hour = (Number(m[4]) % 12) + (m[6] === 'PM' ? 12 : 0)
  const at = new Date(Number(m[3]), MONTHS.indexOf(m[1]!), Number(m[2]), hour, Number(m[5]))
  return ROME.format(at).replace(',', '')
}

const watchedLocks = new WeakSet<Element>()

function italianLockDates(root: ParentNode) {
  for (const notice of root.querySelectorAll('.document-locked')) {
    for (const el of notice.querySelectorAll('strong')) {
      const text = el.firstChild
      const italian = text?.nodeType === Node.TEXT_NODE ? italianLockDate(text.nodeValue ?? '') : null
      // The text node itself, so that React's next update of it lands on the same node.
      if (text && italian) text.nodeValue = italian
    }
    // React rewrites the date in place when the lock changes: watched here only, not on every keystroke of the page.
    if (!watchedLocks.has(notice)) {
      watchedLocks.add(notice)
      new MutationObserver(() => italianLockDates(notice.parentNode ?? notice)).observe(notice, { characterData: true, subtree: true })
    }
  }
}

const RICH_TEXT = '.ContentEditable__root[role="textbox"]'
const HINT_ID = 'sito-uscita-dal-testo'

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
  italianLockDates(root)
  for (const [selector, name] of ENGLISH_NAMES) {
    for (const el of root.querySelectorAll(selector)) el.setAttribute('aria-label', name)
  }
  // The rich text says how to leave it by keyboard (there, Tab indents).
  for (const el of root.querySelectorAll(RICH_TEXT)) {
    const described = el.getAttribute('aria-describedby')?.split(' ') ?? []
    if (!described.includes(HINT_ID)) el.setAttribute('aria-describedby', [...described, HINT_ID].join(' '))
  }
}

/**
 * Escape, then Tab, leaves a rich text (Lexical keeps Tab to indent, so a keyboard user was
 * trapped in it): the Tab after an Escape is kept from the editor and moves the focus as anywhere else.
 */
function escapeThenTab(): () => void {
  let escaped: Element | null = null
  const onKey = (event: KeyboardEvent) => {
    const editor = event.target instanceof Element ? event.target.closest(RICH_TEXT) : null
    if (event.key === 'Escape') escaped = editor
    else if (event.key === 'Tab' && editor && editor === escaped) event.stopPropagation()
    else if (!['Shift', 'Control', 'Alt', 'Meta'].includes(event.key)) escaped = null
  }
  document.addEventListener('keydown', onKey, true)
  return () => document.removeEventListener('keydown', onKey, true)
}

/** The hint, shown while a rich text has the focus, read with it by screen readers. */
function useRichTextFocus(): boolean {
  const [inside, setInside] = useState(false)
  useEffect(() => {
    const update = () => setInside(Boolean(document.activeElement?.closest(RICH_TEXT)))
    document.addEventListener('focusin', update)
    document.addEventListener('focusout', update)
    return () => {
      document.removeEventListener('focusin', update)
      document.removeEventListener('focusout', update)
    }
  }, [])
  return inside
}

/**
 * Wraps the admin (a Payload provider): names the controls Payload renders unnamed (and in
 * Italian those it names in English), takes react-select's hidden indicators out of the tab order,
 * as they appear, and lets a keyboard leave a rich text (Esc, then Tab), saying so. Payload's own fix belongs upstream (payloadcms/payload#1227); this keeps editors who
 * use a screen reader from meeting «casella di controllo» and «pulsante» with no name meanwhile.
 */
export function AdminA11y({ children }: { children?: ReactNode }) {
  const inRichText = useRichTextFocus()
  useEffect(() => {
    nameControls(document)
    const observer = new MutationObserver(() => nameControls(document))
    observer.observe(document.body, { childList: true, subtree: true })
    const stopEscape = escapeThenTab()
    return () => {
      observer.disconnect()
      stopEscape()
    }
  }, [])
  return (
    <>
      {children}
      <p id={HINT_ID} className="sito-richtext-hint" hidden={!inRichText}>
        Nel testo il tasto Tab rientra il paragrafo: per uscire dal campo con la tastiera premi Esc e poi Tab.
      </p>
    </>
  )
}
