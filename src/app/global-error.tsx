/* eslint-disable @next/next/no-html-link-for-pages -- after an error, a full page load: the client router may be what broke */
'use client'

/**
 * The last resort, when the site's own frame failed (Next's default is an English page): Italian,
 * with its own document and inline styles, since what broke may be what loads the rest. Requests
 * without JavaScript get the framed /errore from the Node server instead (src/ops/http/error-page.ts).
 */
export default function GlobalError() {
  return (
    <html lang="it">
      <head>
        <title>Errore del server | PA digitale 2026</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </head>
      <body style={{ margin: 0, fontFamily: 'system-ui, "Segoe UI", Arial, sans-serif', color: '#1a1a1a', lineHeight: 1.5 }}>
        <header style={{ background: '#0066cc', color: '#fff', padding: '16px 24px', fontWeight: 700 }}>PA digitale 2026</header>
        <main style={{ maxWidth: 720, margin: '0 auto', padding: '32px 24px' }}>
          <p style={{ textTransform: 'uppercase', fontSize: 14, fontWeight: 600 }}>Errore 500</p>
          <h1>La pagina non si è potuta caricare</h1>
          <p>Si è verificato un problema temporaneo sul sito. Riprova tra qualche minuto ricaricando la pagina.</p>
          <p>
            <a href="/" style={{ color: '#0066cc' }}>
              Torna alla pagina iniziale
            </a>
          </p>
        </main>
      </body>
    </html>
  )
}
