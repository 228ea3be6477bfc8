'use client'

import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { Suggestions } from '@/content/search-suggestions'

export type { Suggestions }

type Props = {
  value: string
  onChange: (value: string) => void
  onPick: (keyword: string) => void
  suggestions: Suggestions | null
}

const LIST_ID = 'cerca-suggerimenti'
const optionId = (i: number) => `${LIST_ID}-${i}`

/**
 * The search field as a WAI-ARIA combobox: the editors' suggestions open when the
 * field is focused and empty, and close on typing, a click outside or focus leaving.
 * Up/Down move, Enter picks (and searches), Escape closes.
 */
export function SuggestionsBox({ value, onChange, onPick, suggestions }: Props) {
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const box = useRef<HTMLDivElement>(null)
  const keywords = suggestions?.keywords ?? []
  const canOpen = keywords.length > 0
  const shown = open && canOpen && value === ''

  const close = () => {
    setOpen(false)
    setActive(-1)
  }

  useEffect(() => {
    if (!shown) return
    const onDown = (e: MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) close()
    }
    document.addEventListener('mousedown', onDown)
    return () => document.removeEventListener('mousedown', onDown)
  }, [shown])

  const pick = (keyword: string) => {
    close()
    onChange(keyword)
    onPick(keyword)
  }

  const move = (step: number) => {
    if (!canOpen || value !== '') return
    setOpen(true)
    setActive((i) => (i < 0 ? (step > 0 ? 0 : keywords.length - 1) : (i + step + keywords.length) % keywords.length))
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      move(e.key === 'ArrowDown' ? 1 : -1)
    } else if (e.key === 'Enter' && shown && active >= 0) {
      e.preventDefault()
      pick(keywords[active]!)
    } else if (e.key === 'Escape' && shown) {
      e.preventDefault()
      close()
    }
  }

  return (
    <div className="sito-combobox" ref={box}>
      <input
        id="cerca-q"
        name="q"
        // ARIA in HTML allows no role on type=search (Nu: 6 errors): the combobox is a text field for searching.
        type={canOpen ? 'text' : 'search'}
        inputMode="search"
        enterKeyHint="search"
        className="form-control"
        autoComplete="off"
        value={value}
        maxLength={200}
        role={canOpen ? 'combobox' : undefined}
        aria-expanded={canOpen ? shown : undefined}
        aria-controls={canOpen ? LIST_ID : undefined}
        aria-autocomplete={canOpen ? 'list' : undefined}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        onFocus={() => setOpen(true)}
        onBlur={(e) => {
          if (!box.current?.contains(e.relatedTarget as Node | null)) close()
        }}
        onChange={(e) => {
          onChange(e.target.value)
          setActive(-1)
          setOpen(e.target.value === '')
        }}
        onKeyDown={onKeyDown}
      />
      {canOpen && (
        <div className="sito-combobox__popup" hidden={!shown}>
          <p id={`${LIST_ID}-titolo`} className="sito-combobox__title">
            {suggestions!.title}
          </p>
          <ul id={LIST_ID} role="listbox" aria-labelledby={`${LIST_ID}-titolo`} className="sito-combobox__list">
            {keywords.map((keyword, i) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- focus stays in the input (aria-activedescendant), whose onKeyDown picks the active option with Enter
              <li
                key={keyword}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={i === active ? 'sito-combobox__option is-active' : 'sito-combobox__option'}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(keyword)}
              >
                {keyword}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
