import { cms } from '@/content/cms'
import { isLegacyId, movedQuestionPath } from '@/content/legacy-redirects'
import { isMissing } from '@/content/missing'

function segmentsOf(path: string): string[] {
  try {
    return path.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return ['%']
  }
}

/**
 * GET ?id=<legacy FAQ anchor> → { target, moved }; the browser asks only when it has such a fragment.
 * An anchor without a mapping, or whose page is gone, gets the FAQ index with the search filled in
 * (`moved: true`): never a 404.
 */
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
  const target = docs[0]?.target ?? null
  const found = target !== null && !(await isMissing(segmentsOf(target)))
  const body = found ? { target, moved: false } : { target: movedQuestionPath(id, target), moved: true }
  return Response.json(body, { headers: { 'Cache-Control': 'public, max-age=300' } })
}
