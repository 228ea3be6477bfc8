import fs from 'node:fs'
import path from 'node:path'
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { EDITOR } from '../e2e/support/editor'
import { A, B, editorToken, PROXY } from './instances'

// Uploads in the S3 bucket (s3rver on loopback, scripts/s3-for-tests.sh): each instance has its
// own DATA_DIR, so a file one instance received can reach the other only through the bucket.
const BUCKET = process.env.S3_BUCKET ?? 'sito-test'

const s3 = new S3Client({
  region: process.env.S3_REGION ?? 'eu-south-1',
  endpoint: process.env.S3_ENDPOINT ?? 'http://127.0.0.1:4569',
  forcePathStyle: true,
  credentials: { accessKeyId: process.env.S3_ACCESS_KEY_ID ?? 'S3RVER', secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? 'S3RVER' },
})

async function objectBytes(key: string): Promise<Buffer> {
  const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))
  return Buffer.from(await object.Body!.transformToByteArray())
}

async function objectExists(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))
    return true
  } catch {
    return false
  }
}

async function bytes(url: string): Promise<{ status: number; type: string; body: Buffer }> {
  const response = await fetch(url)
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: Buffer.from(await response.arrayBuffer()) }
}

test('un’immagine caricata in redazione dall’indirizzo del sito finisce nel bucket ed è servita da A, da B e dal proxy nella pagina pubblica', async ({ page }) => {
  test.setTimeout(120_000)
  const marker = `s3-${Date.now()}`
  const upload = path.join(test.info().outputDir, `${marker}.png`)
  fs.mkdirSync(path.dirname(upload), { recursive: true })
  await sharp({ create: { width: 800, height: 450, channels: 3, background: '#0066cc' } }).png().toFile(upload)

  // Through the admin at the site's public address (nginx, SITE_URL), as an editor would: Payload
  // takes the cookie session only from that origin (csrf), so an instance's own address is refused
  // with 403. nginx hands the upload to either instance; each has its own DATA_DIR.
  await page.goto(`${PROXY}/admin/login`)
  await page.locator('#field-email').fill(EDITOR.email)
  await page.locator('#field-password').fill(EDITOR.password)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL(/\/admin\/?$/)
  await page.goto(`${PROXY}/admin/collections/media/create`)
  await page.locator('input[type="file"]').setInputFiles(upload)
  await page.locator('#field-alt').fill(`Prova di archiviazione ${marker}`)
  await page.locator('#action-save').click()
  await page.waitForURL(/\/admin\/collections\/media\/\d+/)
  const id = Number(page.url().match(/media\/(\d+)/)![1])

  const auth = { Authorization: `JWT ${await editorToken(B)}`, 'content-type': 'application/json' }
  const media = await (await fetch(`${B}/cms-api/media/${id}?depth=0`, { headers: auth })).json()
  expect(media.prefix).toBe('media')
  expect(media.filename).toMatch(new RegExp(`^${marker}.*\\.webp$`))

  // In the bucket, original and resized versions; on neither instance's disk.
  const stored = await objectBytes(`media/${media.filename}`)
  expect(stored.length).toBeGreaterThan(100)
  expect(await objectExists(`media/${media.sizes.card.filename}`)).toBe(true)
  for (const dir of [process.env.MULTI_DATA_A, process.env.MULTI_DATA_B]) {
    expect(fs.existsSync(path.join(dir ?? '/nonexistent', 'media', media.filename))).toBe(false)
  }

  // Both instances serve the bucket's bytes.
  for (const base of [A, B]) {
    const file = await bytes(`${base}/cms-api/media/file/${media.filename}`)
    expect(file.status).toBe(200)
    expect(file.type).toBe('image/webp')
    expect(file.body.equals(stored)).toBe(true)
  }

  // On a public page published from B, through the proxy.
  const slug = `prova-archiviazione-${marker}`
  const created = await fetch(`${B}/cms-api/pages`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ title: `Prova archiviazione ${marker}`, slug, _status: 'published', body: [{ blockType: 'singleImage', image: id }] }),
  })
  expect(created.status).toBe(201)
  const pageId = (await created.json()).doc.id
  const html = await (await fetch(`${PROXY}/${slug}`)).text()
  const src = html.match(/<img[^>]+src="([^"]+)"[^>]*alt="Prova di archiviazione/)?.[1]?.replaceAll('&amp;', '&')
  expect(src, 'immagine nella pagina pubblica').toBeTruthy()
  expect(decodeURIComponent(src!)).toContain(`/cms-api/media/file/${media.filename}`)
  for (const base of [A, B, PROXY]) {
    const image = await bytes(`${base}${src}`)
    expect(image.status).toBe(200)
    expect(image.type).toMatch(/^image\//)
  }

  // Deleting on A removes the object from the bucket.
  expect((await fetch(`${A}/cms-api/pages/${pageId}`, { method: 'DELETE', headers: auth })).status).toBe(200)
  expect((await fetch(`${A}/cms-api/media/${id}`, { method: 'DELETE', headers: auth })).status).toBe(200)
  await expect.poll(() => objectExists(`media/${media.filename}`)).toBe(false)
})
