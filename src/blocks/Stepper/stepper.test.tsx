import { describe, expect, it } from 'vitest'
import type { StepperBlock } from '../../payload-types'
import { renderAll } from '../render-all'
import type { BlockContext } from '../types'
import { StepperComponent } from './Component'
import { stepperExamples } from './examples'
import { targetIndex } from './keys'

const context: BlockContext = { path: '/esempi/blocchi-interattivi', crumbs: [] }
const html = (block: StepperBlock) => renderAll(<StepperComponent block={block} context={context} />)

describe('Stepper', () => {
  it('is fully readable without JavaScript: every step open, numbered, no toggles', async () => {
    const out = await html({ ...stepperExamples.adesione, id: 'a1' })
    const count = stepperExamples.adesione.steps.length
    expect(out.match(/role="region"/g)).toHaveLength(count)
    expect(out).not.toContain('hidden=')
    expect(out).not.toContain('<button')
    expect(out).toContain('<span class="visually-hidden">Passo </span>1</span> <span>Registra l’ente sulla piattaforma</span>')
    expect(out).toContain('id="passi-a1-testo-5" role="region" aria-labelledby="passi-a1-titolo-5"')
  })

  it('renders nothing without steps', async () => {
    expect(await html({ blockType: 'stepper', layout: 'default', steps: [] })).toBe('')
  })
})

describe('targetIndex', () => {
  it('moves down and up, wrapping at the ends', () => {
    expect(targetIndex('ArrowDown', 0, 3)).toBe(1)
    expect(targetIndex('ArrowDown', 2, 3)).toBe(0)
    expect(targetIndex('ArrowUp', 0, 3)).toBe(2)
    expect(targetIndex('ArrowUp', 2, 3)).toBe(1)
  })

  it('jumps to the first and last toggle, and ignores other keys', () => {
    expect(targetIndex('Home', 2, 5)).toBe(0)
    expect(targetIndex('End', 1, 5)).toBe(4)
    expect(targetIndex('Enter', 1, 5)).toBeNull()
    expect(targetIndex('ArrowLeft', 1, 5)).toBeNull()
  })
})
