import { expect, test, type Page } from '@playwright/test'

/** The system font Chromium actually drew the element's text with (not the CSS list). */
async function drawnFont(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  return fonts.map((f) => f.familyName)
}

for (const [path, width] of [['/', 390], ['/', 1280], ['/il-programma', 390], ['/il-programma', 1280]] as const) {
  test(`${path} a ${width} px: il testo non si sposta quando Titillium arriva dopo la prima visualizzazione`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    // Layout shifts from the first paint on, as Lighthouse and the Chrome UX Report count them.
    await page.addInitScript(() => {
      const w = window as unknown as { cls: number }
      w.cls = 0
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.cls += e.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    let release!: () => void
    const fontsHeld = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/*.woff2', async (route) => {
      await fontsHeld
      await route.continue()
    })
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    await expect(page.locator('h1')).toBeVisible()
    // Until the web font arrives: a system font with Arial's metrics, not the browser's default sans.
    expect(await drawnFont(page, 'main p')).toEqual([expect.stringMatching(/^(Arial|Liberation Sans|Arimo|Roboto)$/)])
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))) // painted
    release()
    await page.waitForFunction(() => document.fonts.status === 'loaded' && document.fonts.check('16px titillium'))
    expect(await drawnFont(page, 'main p')).toEqual([expect.stringMatching(/^Titillium Web/)])
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
    // Half the 0.01: before the stand-ins were sized per face, /il-programma gave 0.017 at 1280 px.
    expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThan(0.005)
  })
}
