import { expect, findDocs, test, whereEquals } from '../support/editor'
import { LoopbackSource } from '../support/loopback-source'
import { MONITORING } from '../../support/monitoring'

/** Salesforce stand-in on the port the webServer's SALESFORCE_FP_AUTH_URL names (playwright.config.ts). */
const salesforce = new LoopbackSource(4011)
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const QUERY = 'SELECT Id, Name, Status, StartDate, EndDate, Ente_Promotore__c, Beneficiari__c, Url__c FROM FundingProgram ORDER BY StartDate DESC LIMIT 200'

salesforce
  .on('/services/oauth2/token', { type: 'application/json', body: JSON.stringify({ access_token: 'e2e-token', instance_url: salesforce.origin, token_type: 'Bearer' }) })
  .on('/services/data/v62.0/query', {
    type: 'application/json',
    body: JSON.stringify({
      totalSize: 2,
      done: true,
      records: [
        { Id: 'a0XE2E1', Name: 'Avviso Salesforce per i comuni', Status: 'Active', StartDate: day(-2), EndDate: day(90), Ente_Promotore__c: 'Dipartimento', Beneficiari__c: 'Comuni', Url__c: 'https://esempio.it/avviso-comuni' },
        { Id: 'a0XE2E2', Name: 'Avviso Salesforce per le scuole', Status: 'Active', StartDate: day(-60), EndDate: day(5), Ente_Promotore__c: 'Dipartimento', Beneficiari__c: 'Scuole', Url__c: null },
      ],
    }),
  })

test('la griglia mostra gli avvisi di Salesforce, poi l’elenco in cache quando Salesforce non risponde', { tag: '@database' }, async ({ page, editor, anonymous }) => {
  for (const state of (await findDocs(editor, 'sourceStates', whereEquals('key', 'avvisi:salesforce'))).docs) {
    await editor.delete(`/cms-api/sourceStates/${state.id}`)
  }
  const slug = `avvisi-salesforce-${Date.now()}`
  const created = await editor.post('/cms-api/pages', {
    data: { title: 'Avvisi dal sistema di finanziamento', slug, _status: 'published', body: [{ blockType: 'announcementsGrid', title: 'Avvisi aperti', layout: 'small', source: 'salesforce', allAnnouncementsUrl: '/avvisi' }] },
  })
  expect(created.status()).toBe(201)
  const pageId = (await created.json()).doc.id
  await salesforce.start()
  try {
    await page.goto(`/${slug}`)
    await expect(page.getByText('Avviso Salesforce per i comuni')).toBeVisible()
    await expect(page.getByText('Avviso Salesforce per le scuole')).toBeVisible()
    await expect(page.getByText('Nuovo', { exact: true }).first()).toBeVisible()
    await expect(page.getByText('In scadenza', { exact: true }).first()).toBeVisible()

    const token = salesforce.seen.find((r) => r.url === '/services/oauth2/token')!
    expect(token.method).toBe('POST')
    expect(token.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(token.body).toBe('grant_type=client_credentials&client_id=e2e-client-id&client_secret=e2e-client-secret')
    const query = salesforce.seen.find((r) => r.url.startsWith('/services/data/v62.0/query'))!
    expect(query.method).toBe('GET')
    expect(query.headers.authorization).toBe('Bearer e2e-token')
    expect(new URL(query.url, salesforce.origin).searchParams.get('q')).toBe(QUERY)
    // Cached for an hour, in the database: a second view does not ask Salesforce again.
    const asked = salesforce.seen.length
    await page.reload()
    await expect(page.getByText('Avviso Salesforce per i comuni')).toBeVisible()
    expect(salesforce.seen.length).toBe(asked)
  } finally {
    await salesforce.stop()
  }

  // The hour is over (the cache's date cleared) and Salesforce is down. The page, rendered more
  // than 10 minutes ago by the visitor's clock, asks the server again: the last good list stays.
  const [state] = (await findDocs(editor, 'sourceStates', whereEquals('key', 'avvisi:salesforce'))).docs
  expect((await editor.patch(`/cms-api/sourceStates/${state!.id}`, { data: { rileggi: true } })).status()).toBe(200)
  await page.clock.setFixedTime(Date.now() + 11 * 60_000)
  const askedAgain = page.waitForRequest((r) => r.method() === 'POST' && Boolean(r.headers()['next-action']))
  await page.reload()
  await askedAgain
  await expect(page.getByText('Avviso Salesforce per i comuni')).toBeVisible()
  await expect(page.getByText('Avviso Salesforce per le scuole')).toBeVisible()
  await expect(async () => {
    const health = await (await anonymous.get('/api/health', { headers: MONITORING })).json()
    expect(health.status).toBe('degraded')
    expect(health.checks.fonti.failing).toContainEqual(expect.objectContaining({ key: 'avvisi:salesforce', error: 'Salesforce non raggiungibile (token)' }))
  }).toPass({ timeout: 15_000 })

  await editor.delete(`/cms-api/pages/${pageId}`)
  await editor.delete(`/cms-api/sourceStates/${state!.id}`)
})
