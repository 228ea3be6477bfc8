import { describe, expect, it } from 'vitest'
import { renderAll } from '../render-all'
import type { BlockContext } from '../types'
import { TerritoryFormComponent } from './Component'
import { territoryFormExamples } from './examples'

const context: BlockContext = { path: '/supporto/contatta-il-territorio', crumbs: [] }
const html = () => renderAll(<TerritoryFormComponent block={{ ...territoryFormExamples.contatto, id: 'b1' }} context={context} />)

describe('TerritoryForm', () => {
  it('renders the six labelled fields, required, with the area options', async () => {
    const out = await html()
    for (const [name, label] of [
      ['contact', 'Ente o organizzazione'],
      ['name', 'Nome e cognome'],
      ['address', 'Email'],
      ['phone', 'Telefono'],
      ['area', 'Area territoriale'],
      ['description', 'Descrizione della richiesta'],
    ]) {
      expect(out).toContain(`for="territorio-b1-${name}"`)
      expect(out).toContain(label)
      expect(out).toMatch(new RegExp(`id="territorio-b1-${name}"[^>]*required=""[^>]*name="${name}"|id="territorio-b1-${name}" name="${name}"[^>]*required=""`))
    }
    expect(out).toContain('type="email"')
    expect(out).toContain('<option value="sud-ovest">Sud-ovest</option>')
    expect(out).toContain('maxLength="300"')
  })

  it('shows the counter, the human check with its no-JS note, the honeypot and the privacy link', async () => {
    const out = await html()
    expect(out).toContain('0/300 caratteri')
    expect(out).toContain('aria-describedby="territorio-b1-description-conteggio"')
    expect(out).toContain('<legend>Verifica anti-robot</legend>')
    expect(out).toContain('<altcha-widget')
    expect(out).toContain('challenge="/api/captcha/challenge"')
    expect(out).toContain('<noscript>')
    expect(out).toMatch(/aria-hidden="true"><label>Non compilare questo campo<input type="text" tabindex="-1"[^>]*name="sito_web"/)
    expect(out).toContain('href="/informativa-privacy"')
    // Without JavaScript the button works: it is never disabled in the HTML.
    expect(out).toMatch(/<button type="submit" class="btn btn-primary">Invia<\/button>/)
  })
})
