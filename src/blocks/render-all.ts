import type { ReactNode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'

/** Server HTML once every lazy part has loaded (renderToStaticMarkup stops at the first). For tests. */
export async function renderAll(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node)
  let html = ''
  for await (const chunk of prelude) html += chunk
  return html
}
