/**
 * /admin/create-first-user, shown while the database has no account. The first account is never
 * made from the browser (anyone reaching a fresh deploy first would own it): this page tells the
 * operator the command to run on the server (docs/deploy.md, «Redazione: il primo account").
 */
export function FirstAccount() {
  return (
    <div className="create-first-user">
      <h1>Benvenuto nella redazione</h1>
      <p>Non esiste ancora nessun account. Per sicurezza il primo non si crea da questa pagina: chi gestisce il server lo crea dalla cartella del sito con</p>
      <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        <code>npm run editor -- nome.cognome@ente.it &quot;Nome Cognome&quot;</code>
      </pre>
      <p>
        (in produzione con <code>NODE_ENV=production</code> e lo stesso <code>PAYLOAD_SECRET</code> del sito). Il comando stampa una password generata;
        ricaricando questa pagina si arriva all’accesso. L’account creato così è un amministratore, che crea gli altri in «Redattori».
      </p>
    </div>
  )
}
