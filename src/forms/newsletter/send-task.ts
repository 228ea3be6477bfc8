import type { TaskConfig } from 'payload'
import { sendIssue } from './send-issue'

/**
 * Sends one newsletter issue from the jobs queue. Killed mid-send, the job is put back in the queue
 * when a process starts (releaseStuckJobs) and resumes from the deliveries not yet «inviata».
 */
export const sendNewsletterIssueTask: TaskConfig<'sendNewsletterIssue'> = {
  slug: 'sendNewsletterIssue',
  label: 'Invio di un numero della newsletter',
  inputSchema: [{ name: 'issueId', type: 'text', required: true }],
  outputSchema: [
    { name: 'inviate', type: 'number' },
    { name: 'nonConsegnate', type: 'number' },
    { name: 'saltate', type: 'number' },
  ],
  retries: { attempts: 20, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, job, req }) => {
    // Between batches the job touches its row, so a long send is never taken for a stuck one.
    const heartbeat = async () => {
      await req.payload.update({ collection: 'payload-jobs', id: job.id, data: { processing: true }, overrideAccess: true, depth: 0 })
    }
    const output = await sendIssue(req.payload, input.issueId, heartbeat)
    return { output }
  },
}
