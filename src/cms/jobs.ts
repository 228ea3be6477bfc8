import type { JobsConfig, PayloadRequest } from 'payload'
import { forwardSupportRequestTask, requeueUnconfigured } from '@/integrations/salesforce/task'
import { admins, hasRole } from './collections/access'

const adminOnly = ({ req }: { req: PayloadRequest }) => hasRole(req.user, 'amministratore')

/** Every queue the Next server process runs by itself, every few seconds. */
const autoRunQueues = [{ queue: 'default', cron: process.env.JOBS_AUTORUN_CRON || '*/3 * * * * *', limit: 10 }]

/**
 * Background work (Payload jobs queue). Add tasks here; scheduled publishing (Payload's
 * schedulePublish task on the nine editorial collections) uses the same default queue and runner. Tests and one-off runners set JOBS_AUTORUN=0 to keep the process quiet.
 */
export const jobs: JobsConfig = {
  tasks: [forwardSupportRequestTask],
  // Through the REST/admin API only the amministratore runs, queues or cancels jobs (scheduled
  // publishing is queued by Payload itself and runs with the scheduling editor's rights).
  access: { run: adminOnly, queue: adminOnly, cancel: adminOnly },
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
    access: { ...defaultJobsCollection.access, read: admins },
    admin: { ...defaultJobsCollection.admin, group: 'Impostazioni', hidden: ({ user }) => !hasRole(user, 'amministratore') },
  }),
}
