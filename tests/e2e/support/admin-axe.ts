import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** What axe found on one admin screen: one row per node, with whose markup it is. */
export type Finding = { screen: string; rule: string; impact: string; target: string; ours: boolean; allowed: number }

/** A violation of Payload's (or its dependencies') markup the project cannot fix by configuration: rule, where, upstream issue. */
export type Allowed = { rule: string; selector: string; upstream: string; why: string }

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * Our components in the admin: the project's `sito-*` classes (dates, chart table, review panel
 * and queue, export, document tabs) and «Usato in». Any violation inside them fails.
 */
const OURS = '[class^="sito-"], [class*=" sito-"], [data-testid="usato-in"]'

/** Runs axe (WCAG 2.1 A and AA) on the page as it is and tells, for each node, whether it is ours and which allowed entry covers it. */
export async function axeFindings(page: Page, screen: string, allowed: Allowed[]): Promise<Finding[]> {
  const { violations } = await new AxeBuilder({ page })
    // The WCAG tags as runOnly (AxeBuilder's options() would replace withTags), and no details of what passes: faster.
    .options({ runOnly: { type: 'tag', values: WCAG }, resultTypes: ['violations'] })
    .analyze()
  const nodes = violations.flatMap((v) => v.nodes.map((n) => ({ rule: v.id, impact: v.impact ?? 'minor', target: n.target.map(String) })))
  const verdicts = await page.evaluate(
    ({ nodes, ours, allowed }) =>
      nodes.map(({ rule, target }) => {
        const el = target.length === 1 ? document.querySelector(target[0]!) : null
        return { ours: Boolean(el?.closest(ours)), allowed: el ? allowed.findIndex((a) => a.rule === rule && el.closest(a.selector)) : -1 }
      }),
    { nodes, ours: OURS, allowed },
  )
  return nodes.map((n, i) => ({ screen, rule: n.rule, impact: n.impact, target: n.target.join(' '), ...verdicts[i]! }))
}

/** What fails: anything inside our components; in Payload's markup, a critical or serious node no allowed entry covers. */
export const failing = (f: Finding) => f.ours || ((f.impact === 'critical' || f.impact === 'serious') && f.allowed < 0)

/** The allowed entries, each with the nodes and screens it covered, one line each for the test's output. */
export function allowedReport(findings: Finding[], allowed: Allowed[]): string[] {
  return allowed.map((a, i) => {
    const met = findings.filter((f) => f.allowed === i && !f.ours)
    const screens = new Set(met.map((f) => f.screen)).size
    return `eccezione ammessa di Payload: ${a.rule} su ${a.selector}, ${met.length} nodi in ${screens} schermate (${a.upstream}): ${a.why}`
  })
}
