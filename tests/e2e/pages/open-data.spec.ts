import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { dataPackageValidator, missingRequired, objectsOf, parseTurtle, subjectsOf } from '../support/open-data'

const SLUG = 'indicatori-per-regione'

test('il catalogo DCAT-AP_IT del sito elenca ogni dataset con le proprietà obbligatorie', async ({ request, baseURL }) => {
  const response = await request.get('/api/open-data/catalogo.ttl')
  expect(response.headers()['content-type']).toContain('text/turtle')
  expect(response.headers()['content-security-policy']).toContain("default-src 'none'")
  const store = parseTurtle(await response.text())
  const datasets = subjectsOf(store, 'dcatapit:Dataset')
  expect(datasets).toContain(new URL(`/open-data/${SLUG}#dataset`, baseURL).href)
  expect(datasets.length).toBeGreaterThanOrEqual(2)
  expect(missingRequired(store)).toEqual([])
  const [catalog] = subjectsOf(store, 'dcatapit:Catalog')
  expect(objectsOf(store, catalog!, 'dcat:dataset').length).toBe(datasets.length)
})

test('il dataset offre CSV, JSON, DCAT-AP_IT e datapackage.json valido', async ({ page, request }) => {
  await page.goto(`/open-data/${SLUG}`)
  const formats = page.locator('.sito-dataset')
  await expect(formats.getByRole('link', { name: 'Progetti finanziati per regione, ultimo trimestre, formato CSV' })).toHaveAttribute('href', `/api/charts/open-data/${SLUG}/progetti-per-regione.csv`)
  await expect(formats.getByRole('link', { name: 'Metadati DCAT-AP_IT' })).toHaveAttribute('href', `/api/open-data/${SLUG}/dcat.ttl`)
  await expectNoAxeViolations(page)

  const dcat = parseTurtle(await (await request.get(`/api/open-data/${SLUG}/dcat.ttl`)).text())
  expect(subjectsOf(dcat, 'dcatapit:Dataset')).toHaveLength(1)
  expect(missingRequired(dcat)).toEqual([])

  const pkg = await (await request.get(`/api/open-data/${SLUG}/datapackage.json`)).json()
  const validate = dataPackageValidator()
  expect(validate(pkg), JSON.stringify(validate.errors)).toBe(true)
  const resource = pkg.resources[0]
  const csv = await (await request.get(resource.path)).text()
  expect(csv.split('\r\n')[0], 'no BOM: harvesters read it into the first column name').toBe(resource.schema.fields.map((f: { name: string }) => f.name).join(';'))

  const json = await (await request.get(`/api/open-data/${SLUG}/progetti-per-regione.json`)).json()
  expect(json.length).toBe(csv.trim().split('\r\n').length - 1)
  expect(Object.keys(json[0])).toEqual(resource.schema.fields.map((f: { name: string }) => f.name))
})
