import type { Response } from '@playwright/test'
import { createFaq, EDITOR_STATE, expect, test } from '../support/editor'
import { hydrated } from '../support/scripts'

test.use({ storageState: EDITOR_STATE })

test('probe: one publish click after autosave, CPU throttled', async ({ page, editor }) => {
  test.setTimeout(600_000)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.PROBE_RATE ?? 4) })
  const log: string[] = []
  const t0 = Date.now()
  const at = () => `${((Date.now() - t0) / 1000).toFixed(2)}s`
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes('/cms-api/faqs/')) log.push(`${at()} ${r.method()} ${r.url().replace(/^.*cms-api/, '')} ${(r.postData() ?? '').includes('published') ? 'published' : ''}`)
    if (r.method() === 'POST' && r.url().includes('/admin')) log.push(`${at()} POST admin ${r.headers()['next-action'] ? 'action' : ''}`)
  })
  let lost = 0
  for (let i = 0; i < Number(process.env.PROBE_N ?? 5); i++) {
    log.length = 0
    const faq = await createFaq(editor, `sonda ${Date.now()}`)
    await page.goto(`/admin/collections/faqs/${faq.id}`)
    await hydrated(page)
    const patch = (r: Response, autosave: boolean) => r.url().includes(`/cms-api/faqs/${faq.id}`) && r.request().method() === 'PATCH' && r.url().includes('autosave=true') === autosave
    const autosaved = page.waitForResponse((r) => patch(r, true))
    await page.locator('#field-title').fill(`${faq.title} (x)`)
    log.push(`${at()} filled`)
    await autosaved
    log.push(`${at()} autosaved`)
    const button = page.getByRole('button', { name: 'Pubblica modifiche' })
    const published = page.waitForResponse((r) => patch(r, false) && (r.request().postData() ?? '').includes('published'), { timeout: 15_000 }).then(() => true, () => false)
    await button.click()
    log.push(`${at()} clicked`)
    if (!(await published)) {
      lost++
      const state = await page.evaluate(() => ({
        disabled: (document.querySelector('#action-save') as HTMLButtonElement | null)?.disabled,
        autosave: document.querySelector('.autosave')?.textContent,
        toasts: [...document.querySelectorAll('.toast, [data-sonner-toast]')].map((t) => t.textContent),
      }))
      console.log(`LOST #${i}: ${JSON.stringify(state)}\n  ${log.join('\n  ')}`)
    } else console.log(`ok #${i}: ${log.join(' | ')}`)
    await editor.delete(`/cms-api/faqs/${faq.id}`)
  }
  console.log(`lost ${lost}`)
  expect(lost).toBe(0)
})
