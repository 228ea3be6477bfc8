'use client'
import { lazyClient } from '@/components/lazy-client'

/** The form with its zod schema and the captcha, fetched only where the block is. */
export const TerritoryFormLazy = lazyClient(() => import('./TerritoryForm.client').then((m) => m.TerritoryFormClient))
