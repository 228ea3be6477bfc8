'use client'

import type { MouseEvent, ReactNode } from 'react'

/**
 * The header's search button. On a phone the field is hidden: the first press opens it and puts
 * the focus there (it used to send an empty search); with three letters written it searches.
 * Without JavaScript it submits, and /cerca has the full field.
 */
export function SearchButton({ children }: { children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form
    const input = form?.querySelector<HTMLInputElement>('input[name="q"]')
    if (!form || !input) return
    const visible = input.offsetParent !== null
    if (visible && input.value.trim().length >= 3) return
    event.preventDefault()
    form.classList.add('sito-search--open')
    event.currentTarget.setAttribute('aria-expanded', 'true')
    input.focus()
  }
  return (
    <button className="sito-search-button" type="submit" onClick={onClick}>
      {children}
    </button>
  )
}
