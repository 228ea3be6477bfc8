import { createElement, type ComponentType, type ReactNode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import * as leaves from './leaves.client'

/** Server HTML once every lazy part has loaded (renderToStaticMarkup stops at the first). For tests. */
export async function renderAll(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node)
  let html = ''
  for await (const chunk of prelude) html += chunk
  return html
}

/**
 * Loads the code of every lazy leaf (src/blocks/leaves.client.tsx), as Next's server has after its
 * first request, so that a test can render them synchronously (renderToStaticMarkup, a mount).
 * Rendered without props: a leaf's own error once loaded does not matter here.
 */
export async function loadLeaves(): Promise<void> {
  const silent = { onError: () => {} }
  await Promise.all(
    Object.values(leaves).map((leaf) =>
      prerenderToNodeStream(createElement(leaf as ComponentType<object>), silent).then(
        () => undefined,
        () => undefined,
      ),
    ),
  )
}
