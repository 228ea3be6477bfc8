'use client'
import { lazyClient } from '@/components/lazy-client'

/** The form with its zod schema, fetched only where the block is. */
export const NewsletterFormLazy = lazyClient(() => import('./NewsletterForm.client').then((m) => m.NewsletterForm))
