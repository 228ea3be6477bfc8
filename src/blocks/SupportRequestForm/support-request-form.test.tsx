import { describe, expect, it } from 'vitest'
import { renderAll } from '../render-all'
import type { BlockContext } from '../types'
import { SupportRequestFormComponent } from './Component'
import { supportRequestFormExamples } from './examples'

const context: BlockContext = { path: '/supporto/richiedi-assistenza', crumbs: [] }
const html = () => renderAll(<SupportRequestFormComponent block={{ ...supportRequestFormExamples.assistenza, id: 'b2' }} context={context} />)

describe('SupportRequestForm', () => {
  it('has the spec title, the mandatory-fields note and the privacy link below the form', async () => {
    const out = await html()
    expect(out).toContain('Lascia i tuoi dati per essere contattato</h2>')
    expect(out).toContain('(asterisco) sono obbligatori')
    expect(out.indexOf('href="/informativa-privacy"')).toBeGreaterThan(out.indexOf('</form>'))
  })

  it('offers the applicant choice and the spec topics, with an email input', async () => {
    const out = await html()
    expect(out).toContain('value="Pubblica Amministrazione"')
    expect(out).toContain('value="Fornitore"')
    expect(out).toContain('type="email"')
    for (const s of ['Amministrazione', 'Implementazione e sviluppo progetto', 'Malfunzionamento piattaforma', 'Processo di adesione e monitoraggio', 'Altro']) {
      expect(out).toContain(`<option value="${s}">${s}</option>`)
    }
  })

  it('marks every required field, object included (required by the submit rule), not phone', async () => {
    const out = await html()
    const marked = [...out.matchAll(/>([^<>]+)<span class="sito-form__required" aria-hidden="true">/g)].map((m) => m[1].trim())
    expect(marked).toEqual(['Chi sei', 'Email', 'Argomento', 'Avviso', 'Oggetto', 'Descrizione'])
    expect(out).toContain('Telefono (facoltativo)')
  })

  it('shows the object counter with its text, the limits, and an enabled submit without JavaScript', async () => {
    const out = await html()
    expect(out).toContain('0/150 caratteri a disposizione')
    expect(out).toContain('maxLength="150"')
    expect(out).toContain('maxLength="32000"')
    expect(out).toMatch(/<button type="submit" class="btn btn-primary">Invia Richiesta<\/button>/)
  })
})
