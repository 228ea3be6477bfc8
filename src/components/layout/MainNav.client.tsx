'use client'

import { IntentLink } from '@/components/page/IntentLink.client'
import { usePathname } from 'next/navigation'
import { type FocusEvent, type RefObject, useEffect, useEffectEvent, useRef, useState } from 'react'
import { useHydrated } from '@/components/hooks/useHydrated'
import { Icon } from '@/components/icons/Icon'
import { ariaCurrent, type NavItem } from '@/content/navigation'

const PANEL_ID = 'menu-principale-voci'

/**
 * Bootstrap Italia navbar content. From 992px the list is always visible;
 * below, it is a panel opened by the toggle. The current entry is read from
 * the URL here because the layout (and so the Header) is not re-rendered on
 * client-side navigation.
 */
export function MainNav({ menu }: { menu: NavItem[] }) {
  const pathname = usePathname()
  const [expanded, setExpanded] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)

  function close() {
    setExpanded(false)
    toggleRef.current?.focus()
  }

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') close()
  })

  useEffect(() => {
    if (!expanded) return
    closeRef.current?.focus()
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [expanded])

  // The panel covers the page like a dialog: leaving it with Tab closes it.
  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget
    if (next && !event.currentTarget.contains(next)) setExpanded(false)
  }

  return (
    <>
      <Toggle expanded={expanded} onToggle={() => setExpanded(!expanded)} buttonRef={toggleRef} />
      <div className={expanded ? 'navbar-collapsable expanded' : 'navbar-collapsable'} id={PANEL_ID} onBlur={onBlur}>
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a mouse convenience: the backdrop closes the panel, which Escape and the close button already close from the keyboard */}
        <div className="overlay" onClick={close} />
        <div className="close-div">
          <button ref={closeRef} className="btn close-menu" type="button" onClick={close}>
            <span className="visually-hidden">Nascondi la navigazione</span>
            <Icon name="close-big" />
          </button>
        </div>
        <div className="menu-wrapper">
          <ul className="navbar-nav">
            {menu.map(({ label, href }) => {
              const current = ariaCurrent(href, pathname, menu)
              return (
                <li key={href} className="nav-item">
                  <IntentLink className={current ? 'nav-link active' : 'nav-link'} href={href} aria-current={current} onClick={() => setExpanded(false)}>
                    <span>{label}</span>
                  </IntentLink>
                </li>
              )
            })}
          </ul>
        </div>
      </div>
    </>
  )
}

type ToggleProps = {
  expanded: boolean
  onToggle: () => void
  buttonRef: RefObject<HTMLButtonElement | null>
}

/**
 * Before hydration, or without JavaScript, the panel cannot open: the toggle is
 * then a link to the footer menu (#footer-menu), which repeats every entry.
 */
function Toggle({ expanded, onToggle, buttonRef }: ToggleProps) {
  const hydrated = useHydrated()
  if (!hydrated) {
    return (
      <a className="custom-navbar-toggler" href="#footer-menu">
        <span className="visually-hidden">Vai al menu a piè di pagina</span>
        <Icon name="burger" />
      </a>
    )
  }
  return (
    <button
      ref={buttonRef}
      className="custom-navbar-toggler"
      type="button"
      aria-controls={PANEL_ID}
      aria-expanded={expanded}
      aria-label="Mostra/Nascondi la navigazione"
      onClick={onToggle}
    >
      <Icon name="burger" />
    </button>
  )
}
