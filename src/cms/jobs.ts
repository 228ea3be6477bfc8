import type { JobsConfig } from 'payload'
import { syncOpenDataTask } from '@/blocks/Chart/source/task'
import { forwardSupportRequestTask, requeueUnconfigured } from '@/integrations/salesforce/task'
import { editors } from './collections/access'

/** Every queue the Next server process runs by itself, every few seconds. */
const autoRunQueues = [{ queue: 'default', cron: process.env.JOBS_AUTORUN_CRON || '*/3 * * * * *', limit: 10 }]

/**
 * Background work (Payload jobs queue). Add tasks here; scheduled publishing (Payload's
 * schedulePublish task on pages, news and FAQs) uses the same default queue and runner. Tests and one-off runners set JOBS_AUTORUN=0 to keep the process quiet.
 */
export const jobs: JobsConfig = {
  tasks: [forwardSupportRequestTask, syncOpenDataTask],
  access: { run: ({ req }) => Boolean(req.user), queue: ({ req }) => Boolean(req.user), cancel: ({ req }) => Boolean(req.user) },
  // Called once, when the process that runs jobs starts (never during next build): the moment
  // to pick up support requests that waited for the Salesforce configuration.
  autoRun: (payload) => {
    if (process.env.JOBS_AUTORUN === '0') return []
    requeueUnconfigured(payload).catch(() => payload.logger.error('Richieste di assistenza non configurate: nuovo accodamento non riuscito'))
    return autoRunQueues
  },
  shouldAutoRun: () => process.env.JOBS_AUTORUN !== '0' && process.env.NEXT_PHASE !== 'phase-production-build',
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    labels: { singular: 'Attività in coda', plural: 'Attività in coda' },
    access: { ...defaultJobsCollection.access, read: editors },
    admin: { ...defaultJobsCollection.admin, group: 'Impostazioni', hidden: false },
  }),
}
