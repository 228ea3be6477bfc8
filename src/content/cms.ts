import { getPayload, type Payload } from 'payload'
import { cache } from 'react'

// Loaded on first use, so modules that only import this file (block components under unit test) do not boot Payload.
export const cms = cache(async (): Promise<Payload> => getPayload({ config: (await import('@payload-config')).default }))
