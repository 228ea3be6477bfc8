import { cms } from '@/content/cms'
import { isLegacyId } from '@/content/legacy-redirects'

/** GET ?id=<legacy FAQ anchor> → { target }; the browser asks only when it has such a fragment. */
export async function GET(request: Request) {
  const id = new URL(request.url).searchParams.get('id')?.normalize('NFC') ?? ''
  if (!isLegacyId(id)) {
    return Response.json({ message: 'Identificativo non valido.' }, { status: 400 })
  }
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'legacyRedirects',
    where: { legacyId: { equals: id } },
    limit: 1,
    depth: 0,
    select: { target: true },
  })
  const target = docs[0]?.target
  if (!target) return Response.json({ message: 'Collegamento non trovato.' }, { status: 404 })
  return Response.json({ target }, { headers: { 'Cache-Control': 'public, max-age=300' } })
}
