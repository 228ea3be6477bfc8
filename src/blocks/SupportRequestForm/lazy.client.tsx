'use client'
import { lazyClient } from '@/components/lazy-client'

/** The form with its zod schema and the captcha, fetched only where the block is. */
export const SupportRequestFormLazy = lazyClient(() => import('./SupportRequestForm.client').then((m) => m.SupportRequestFormClient))
