import type { CollectionSlug } from 'payload'

/** Form submissions of the territory and support forms: to be added to the CSV export list at merge. */
export const supportSubmissionCollections = ['territoryRequests', 'supportRequests'] as const satisfies readonly CollectionSlug[]
