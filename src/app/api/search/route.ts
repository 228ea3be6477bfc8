import { NextResponse, type NextRequest } from 'next/server'
import { searchProvider } from '@/integrations/search'
import { parseApiParams } from '@/integrations/search/params'

export const dynamic = 'force-dynamic'

/** GET /api/search?q=&filters=&page= : one page of hits (8), as the search page shows them. */
export async function GET(request: NextRequest) {
  const parsed = parseApiParams(request.nextUrl.searchParams)
  if (!parsed.ok) return NextResponse.json({ message: parsed.message }, { status: 400 })
  try {
    const provider = await searchProvider()
    const result = await provider.search(parsed.value)
    return NextResponse.json(result, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    const message = error instanceof Error && error.message.startsWith('La ricerca non è disponibile') ? error.message : 'Ricerca non disponibile. Riprova più tardi.'
    return NextResponse.json({ message }, { status: 503 })
  }
}
