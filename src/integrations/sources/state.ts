import type { Payload } from 'payload'
import type { SourceState } from '@/payload-types'

export type StatePatch = Partial<Pick<SourceState, 'label' | 'ok' | 'error' | 'checkedAt' | 'goodAt' | 'value'>>

export async function readState(payload: Payload, key: string): Promise<SourceState | null> {
  const { docs } = await payload.find({ collection: 'sourceStates', where: { key: { equals: key } }, limit: 1, depth: 0, overrideAccess: true })
  return docs[0] ?? null
}

/** Creates or updates the state of one source (the unique key settles two instances writing at once). */
export async function writeState(payload: Payload, key: string, patch: StatePatch): Promise<void> {
  const existing = await readState(payload, key)
  if (existing) {
    await payload.update({ collection: 'sourceStates', id: existing.id, data: patch, overrideAccess: true, depth: 0 })
    return
  }
  try {
    await payload.create({ collection: 'sourceStates', data: { key, ...patch }, overrideAccess: true, depth: 0 })
  } catch {
    const raced = await readState(payload, key)
    if (!raced) throw new Error(`stato della fonte ${key} non salvato`)
    await payload.update({ collection: 'sourceStates', id: raced.id, data: patch, overrideAccess: true, depth: 0 })
  }
}

export async function failingStates(payload: Payload): Promise<SourceState[]> {
  const { docs } = await payload.find({ collection: 'sourceStates', where: { ok: { equals: false } }, limit: 50, depth: 0, overrideAccess: true, sort: 'key' })
  return docs
}
