/** The spec's client-side error texts (section 8). */
export const NETWORK_ERROR = 'Errore di connessione. Riprova più tardi.'
export const FORM_ERROR = "Errore durante l'invio del form"
export const FEEDBACK_ERROR = "Errore durante l'invio del feedback"
export const TOKEN_ERROR = "Errore nell'ottenimento del token"
