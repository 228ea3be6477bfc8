import type { APIRequestContext } from '@playwright/test'
import { EDITOR, EDITOR_STATE, expect, findDocs, test, whereEquals } from '../support/editor'
import { apiAs, ensureAccount } from '../support/roles'
import { mailsTo } from '../support/smtp-sink'
import { hydrated } from '../support/scripts'

/**
 * Issue 38, where the paths of an editor's work meet (problems 1, 6, 7, 8): what the API accepts
 * is what the form accepts, numbers keep their cents, redirects match as visitors type them, jobs'
 * fields stay the jobs', review emails are counted.
 */
test.use({ storageState: EDITOR_STATE })

const marker = () => `${Date.now()}-${Math.floor(Math.random() * 1e4)}`

type ApiErrors = { errors: { message: string; data?: { errors?: { path: string; message: string }[] } }[] }

async function refusedNaming(response: Awaited<ReturnType<APIRequestContext['post']>>, label: string, sentence: RegExp) {
  expect(response.status(), await response.text()).toBe(400)
  const body = (await response.json()) as ApiErrors
  expect(body.errors[0]!.message).toBe(`Controlla questo campo: ${label}`)
  expect(body.errors[0]!.data?.errors?.[0]?.message).toMatch(sentence)
}

test('problema 1: una data che non esiste è un 400 in italiano dall’API, mai spostata né scritta a metà; la scheda resta apribile', { tag: '@database' }, async ({ editor, page }) => {
  const name = `Avviso date impossibili ${marker()}`
  const announcement = (data: Record<string, unknown>) => ({ name, status: 'PUBBLICATO', url: '/avvisi', _status: 'published', ...data })

  // «2027-02-30» was stored as 2 March 2027 (201).
  const shifted = await editor.post('/cms-api/announcements', { data: announcement({ startDate: '2027-02-30', endDate: '2027-06-30' }) })
  await refusedNaming(shifted, 'Data di apertura', /^«2027-02-30» non è una data che esiste: scrivila come gg\/mm\/aaaa/)
  expect((await findDocs(editor, 'announcements', `${whereEquals('name', name)}&draft=true`)).totalDocs).toBe(0)

  // The Italian form of a date is read on Rome's calendar, as the form reads it.
  const created = await editor.post('/cms-api/announcements', { data: announcement({ startDate: '01/03/2027', endDate: '2027-06-30' }) })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; startDate: string; endDate: string } }
  expect(doc.startDate).toBe('2027-03-01T12:00:00.000Z')
  expect(doc.endDate).toBe('2027-06-30T12:00:00.000Z')

  // «31/02/2027» answered 500 and was written: every edit screen of avvisi then answered 500.
  for (const endDate of ['31/02/2027', '2027-02-30T10:00:00.000Z', 'domani']) {
    await refusedNaming(await editor.patch(`/cms-api/announcements/${doc.id}`, { data: { endDate } }), 'Data di chiusura', /non è una data che esiste/)
  }
  const stored = await (await editor.get(`/cms-api/announcements/${doc.id}?depth=0&draft=true`)).json()
  expect(stored.endDate).toBe('2027-06-30T12:00:00.000Z')

  const screen = await page.goto(`/admin/collections/announcements/${doc.id}`)
  expect(screen?.status()).toBe(200)
  await hydrated(page)
  await expect(page.getByLabel('Data di chiusura')).toHaveValue('30/06/2027')
  const list = await page.goto('/admin/collections/announcements')
  expect(list?.status()).toBe(200)
  await expect(page.getByRole('link', { name }).first()).toBeVisible()

  await editor.delete(`/cms-api/announcements/${doc.id}`)
})

test('problema 6: i centesimi restano sulla pagina pubblica; «1.250.000 €» è accettato dal modulo e dall’API', { tag: '@database' }, async ({ editor, page }) => {
  const label = `Misura con centesimi ${marker()}`
  // Through the API a text was read by parseFloat: «11.200,50 €» became 11,2.
  const created = await editor.post('/cms-api/misuras', { data: { label, risorseInEuro: '11.200,50 €' } })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; risorseInEuro: number } }
  expect(doc.risorseInEuro).toBe(11200.5)
  await refusedNaming(await editor.patch(`/cms-api/misuras/${doc.id}`, { data: { risorseInEuro: '1.5' } }), 'Risorse in euro', /per i decimali usa la virgola/)
  await refusedNaming(await editor.patch(`/cms-api/misuras/${doc.id}`, { data: { risorseInEuro: 'molti' } }), 'Risorse in euro', /non è un numero/)
  expect((await (await editor.get(`/cms-api/misuras/${doc.id}?depth=0`)).json()).risorseInEuro).toBe(11200.5)

  // The public page showed 11.201 €.
  const slug = label.toLowerCase().replace(/\s+/g, '-')
  await expect(async () => {
    await page.goto(`/misure/${slug}`)
    await expect(page.locator('main')).toContainText(/Risorse\s*11\.200,50\s€/)
  }).toPass({ timeout: 15_000 })
  await expect(page.locator('main')).not.toContainText('11.201')

  // The form refused «1.250.000 €» because of the euro sign.
  await page.goto(`/admin/collections/misuras/${doc.id}`)
  await hydrated(page)
  const field = page.getByLabel('Risorse in euro')
  await field.fill('1.250.000 €')
  await field.blur()
  await expect(page.locator('.sito-number__shown')).toHaveText('Pubblicato: 1.250.000 €')
  await expect(page.locator('.sito-number__error')).toHaveCount(0)
  await page.getByRole('button', { name: 'Salva' }).click()
  await expect.poll(async () => (await (await editor.get(`/cms-api/misuras/${doc.id}?depth=0`)).json()).risorseInEuro).toBe(1250000)

  await editor.delete(`/cms-api/misuras/${doc.id}`)
})

test('problema 7: un reindirizzamento accetta l’indirizzo completo del sito e la barra finale, e vale senza badare alle maiuscole', { tag: '@database' }, async ({ editor, anonymous, baseURL }) => {
  const m = marker()
  const path = `/Bando-Comuni-${m}`
  const redirect = (from: string) => editor.post('/cms-api/redirects', { data: { from, type: '301', to: { type: 'custom', url: '/avvisi' } } })
  // A trailing slash was refused, though the message named the fix.
  const slashed = await redirect(`${path}/`)
  expect(slashed.status(), await slashed.text()).toBe(201)
  const { doc } = (await slashed.json()) as { doc: { id: number; from: string } }
  expect(doc.from).toBe(path)
  // A full address of the site, pasted from the browser: reduced to its path.
  const full = await redirect(`${baseURL}${path}-bis/`)
  expect(full.status(), await full.text()).toBe(201)
  const bis = (await full.json()) as { doc: { id: number; from: string } }
  expect(bis.doc.from).toBe(`${path}-bis`)
  // An address of another site: a 400 naming the field, the sentence whole (it was cut at its colons: «https (3): …»).
  await refusedNaming(await redirect('https://altro.example.org/vecchia'), 'Da (percorso)', /^«https:\/\/altro\.example\.org\/vecchia» è un indirizzo completo/)

  // Matching ignores case and the trailing slash: /Bando-Comuni-2026 was a 404 when stored lower case, and the other way round.
  for (const asked of [path, path.toLowerCase(), `${path.toUpperCase()}/`, `${path}-BIS`]) {
    await expect(async () => {
      const response = await anonymous.get(asked)
      expect(response.status(), asked).toBe(200)
      expect(new URL(response.url()).pathname, asked).toBe('/avvisi')
    }).toPass({ timeout: 15_000 })
  }

  await editor.delete(`/cms-api/redirects/${doc.id}`)
  await editor.delete(`/cms-api/redirects/${bis.doc.id}`)
})

test('problema 8: «Ultimi dati validi» lo scrivono solo i job; un redattore chiede solo una nuova lettura', { tag: '@database' }, async ({ editor, playwright, baseURL }) => {
  // A published demo data page with chart sources: its sync writes the sources' states.
  const [dataset] = (await findDocs(editor, 'datis', whereEquals('_status', 'published'))).docs
  expect((await editor.post('/api/open-data/sync', { data: { collection: 'datis', id: dataset!.id } })).status()).toBe(200)
  const [state] = (await findDocs(editor, 'sourceStates', `where[key][like]=${encodeURIComponent(`grafico:datis:${dataset!.id}:`)}`)).docs
  expect(state?.goodAt).toBeTruthy()

  await ensureAccount(editor, 'redattore')
  const redattore = await apiAs(playwright, baseURL!, 'redattore')
  // 2031: the feed would never have been read again.
  const forged = await redattore.patch(`/cms-api/sourceStates/${state!.id}`, { data: { goodAt: '2031-01-01T00:00:00.000Z', checkedAt: '2031-01-01T00:00:00.000Z', ok: true } })
  expect(forged.status(), await forged.text()).toBe(200)
  const after = await (await editor.get(`/cms-api/sourceStates/${state!.id}?depth=0`)).json()
  expect(after.goodAt).toBe(state!.goodAt)
  expect(after.checkedAt).toBe(state!.checkedAt)

  // What an editor may do: ask for a new read.
  expect((await redattore.patch(`/cms-api/sourceStates/${state!.id}`, { data: { rileggi: true } })).status()).toBe(200)
  expect((await (await editor.get(`/cms-api/sourceStates/${state!.id}?depth=0`)).json()).goodAt ?? null).toBeNull()
  await redattore.dispose()
})

test('problema 8: le email di revisione di un redattore sono contate (10 l’ora), con il titolo del contenuto e non uno inventato', { tag: '@database' }, async ({ editor, playwright, baseURL }) => {
  const m = marker()
  // An account of this test only: the count is per account and per hour.
  const email = `redattore.limite.${m}@example.it`
  const password = `Prova-limite-${m}-lunga!`
  const account = await editor.post('/cms-api/users', { data: { email, password, name: `Limite ${m}`, role: 'redattore' } })
  expect(account.status()).toBe(201)
  const accountId = ((await account.json()) as { doc: { id: number } }).doc.id
  const sender = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } })
  const login = await sender.post('/cms-api/users/login', { data: { email, password } })
  expect(login.status()).toBe(200)
  const auth = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }

  // Twelve drafts, each complete (a draft goes to review only with its required fields, once at a time).
  const title = `Bozza da rivedere ${m}`
  const ids: number[] = []
  for (let i = 1; i <= 12; i++) {
    const faq = await sender.post('/cms-api/faqs?draft=true', { headers: auth, data: { title, slug: `bozza-limite-${m}-${i}`, category: 'progetti', _status: 'draft' } })
    expect(faq.status(), await faq.text()).toBe(201)
    ids.push(((await faq.json()) as { doc: { id: number } }).doc.id)
  }

  const about = (text: string) => mailsTo(EDITOR.email).then((mails) => mails.filter((mail) => mail.decoded.includes(text)).length)
  for (const [i, id] of ids.entries()) {
    const review = await sender.post('/cms-api/revisioni', { headers: auth, data: { documento: { relationTo: 'faqs', value: id }, azione: 'inviata', nota: `Invio ${i + 1}`, titolo: `Urgente ${m}` } })
    expect(review.status(), await review.text()).toBe(201)
  }
  // Every review is recorded, in the queue; the emails stop at ten in the hour (each is sent before its answer).
  // (Counted by author, this test's own account: a query on the polymorphic `documento` also
  // matched other collections' rows with the same ids once other specs had sent drafts to review.)
  expect((await findDocs(editor, 'revisioni', `where[autore][equals]=${accountId}`)).totalDocs).toBe(12)
  expect(await about(m)).toBe(10)
  // Each names the draft by its own title, never one the sender wrote.
  expect(await about(`«${title}»`)).toBe(10)
  expect(await about(`Urgente ${m}`)).toBe(0)

  // The draft stays: its review rows cannot be deleted, and the dashboard's queue fails on a row whose document is gone.
  await sender.dispose()
})

test('problema 7: l’esportazione CSV delle richieste di assistenza parte da tutti i campi leggibili (email, telefono, descrizione)', async ({ page }) => {
  await page.goto('/admin/collections/supportRequests')
  await hydrated(page)
  await page.getByRole('button', { name: 'Esporta in CSV (Excel)' }).click()
  const chosen = page.locator('.fields-to-export .rs__multi-value')
  await expect(chosen.first()).toBeVisible()
  // Each choice's text ends with its «Rimuovi» button.
  const labels = async () => (await chosen.allTextContents()).map((t) => t.replace(/(Rimuovi)+$/, ''))
  // The list's columns only (oggetto, richiedente, argomento, inoltro, data) were chosen before.
  await expect.poll(labels).toEqual(expect.arrayContaining(['Email', 'Telefono', 'Descrizione', 'Oggetto', 'Tipo di richiedente', 'Avviso']))
  // Never the visitor's captcha token nor the idempotency key.
  await expect(page.locator('.fields-to-export').first()).not.toContainText(/captchaResponse|Chiave di invio/)
})

test('problema 7: il rapporto dei collegamenti interrotti controlla quel che riceve un visitatore (0 falsi allarmi sui contenuti dimostrativi)', { tag: '@database' }, async ({ editor, page }) => {
  const m = marker()
  const link = (href: string) => ({ link: { text: href, href } })
  // A draft page of this test: one link that leads nowhere, and programme pages that answer 200.
  const created = await editor.post('/cms-api/pages?draft=true', {
    data: {
      title: `Collegamenti da controllare ${m}`,
      slug: `collegamenti-${m}`,
      _status: 'draft',
      body: [{ blockType: 'linkList', title: 'Collegamenti', items: [link(`/misure/non-esiste-${m}`), link('/avvisi?stato=aperto'), link('/beneficiari/comuni'), link('/Avvisi')] }],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id

  await page.goto('/admin/collegamenti-interrotti')
  const rows = page.locator('table tbody tr')
  await expect(rows.filter({ hasText: `/misure/non-esiste-${m}` })).toHaveCount(1)
  // A visitor's /Avvisi is a 404 (the site's own addresses are lower case): listed.
  await expect(rows.filter({ hasText: /\/Avvisi$/ }).filter({ hasText: `Collegamenti da controllare ${m}` })).toHaveCount(1)
  // The 11 false alarms of the demo: the programme's pages (/misure/…, /beneficiari/…, /avvisi?stato=aperto) answer 200.
  for (const title of ['Home', 'Esempi: contenuti filtrabili', 'Come candidarsi', `Collegamenti da controllare ${m}`]) {
    await expect(rows.filter({ has: page.getByRole('link', { name: title, exact: true }) }).filter({ hasNotText: /non-esiste|\/Avvisi$/ }), title).toHaveCount(0)
  }
  await editor.delete(`/cms-api/pages/${id}`)
})

test('problema 7: un file che Payload rifiuta è spiegato in italiano, non «The following field is invalid: file»', { tag: '@database' }, async ({ editor }) => {
  const response = await editor.post('/cms-api/documents', {
    multipart: { file: { name: 'bando.pdf', mimeType: 'application/pdf', buffer: Buffer.from('questo non è un PDF\n') }, _payload: JSON.stringify({ title: `Bando danneggiato ${marker()}` }) },
  })
  expect(response.status()).toBe(400)
  const body = (await response.json()) as ApiErrors
  expect(body.errors[0]!.message).toBe('Controlla questo campo: File')
  // Text named .pdf: Payload finds no PDF in it and refuses it by its type.
  expect(body.errors[0]!.data?.errors?.[0]?.message).toBe('I file .pdf (text/plain) qui non si caricano: controlla i formati ammessi indicati sotto il campo.')
  expect(JSON.stringify(body)).not.toMatch(/following field|Invalid|corrupted/)
})

test('problema 7: dal testo ricco si esce con Esc e poi Tab, e il campo lo dice; la maniglia dei blocchi è in italiano', async ({ page, editor }) => {
  // A draft of this test's own: Tab indents, and autosave stores it.
  const paragraph = { type: 'paragraph', children: [{ type: 'text', text: 'Prima riga della risposta.', detail: 0, format: 0, mode: 'normal', style: '', version: 1 }], direction: 'ltr', format: '', indent: 0, textFormat: 0, version: 1 }
  const content = { root: { type: 'root', children: [paragraph], direction: 'ltr', format: '', indent: 0, version: 1 } }
  const created = await editor.post('/cms-api/faqs?draft=true', { data: { title: `Domanda da tastiera ${marker()}`, _status: 'draft', body: [{ blockType: 'richText', content }] } })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  await page.goto(`/admin/collections/faqs/${id}`)
  await hydrated(page)
  const text = page.locator('.ContentEditable__root[role="textbox"]').first()
  await text.click()
  const hint = page.locator('#sito-uscita-dal-testo')
  await expect(hint).toBeVisible()
  await expect(hint).toHaveText('Nel testo il tasto Tab rientra il paragrafo: per uscire dal campo con la tastiera premi Esc e poi Tab.')
  await expect(text).toHaveAttribute('aria-describedby', /sito-uscita-dal-testo/)
  // Tab alone stays in the text (it indents), as editors expect of a word processor.
  await page.keyboard.press('Tab')
  await expect(text).toBeFocused()
  // Escape, then Tab: the focus moves on, as from any other field.
  await page.keyboard.press('Escape')
  await page.keyboard.press('Tab')
  await expect(text).not.toBeFocused()
  await expect(hint).toBeHidden()
  await expect(page.locator('[aria-label="Drag to move"]')).toHaveCount(0)
  await expect(page.locator('[aria-label="Trascina per spostare il blocco"]').first()).toBeAttached()
  await editor.delete(`/cms-api/faqs/${id}`)
})
