/** Bootstrap Italia skip links, visible only when focused. Targets are in Header and the site layout; #inizio is the back-to-top target. */
export function SkipLinks() {
  return (
    <div className="skiplinks" id="inizio">
      <a className="visually-hidden-focusable" href="#main-content">
        Vai al contenuto principale
      </a>
      <a className="visually-hidden-focusable" href="#menu-principale">
        Vai al menu di navigazione
      </a>
    </div>
  )
}
