/**
 * Queues Payload's own schedulePublish job for a document, exactly as the admin's
 * "Pubblicazione programmata" drawer does, against the test database; the running
 * server's jobs autoRun then publishes it. Usage: tsx schedule-publish.ts <collection> <id> <ms-from-now>
 */
import { getPayload } from 'payload'
import config from '@payload-config'

async function main(): Promise<void> {
  const [collection, id, delay] = process.argv.slice(2)
  const payload = await getPayload({ config })
  const job = await payload.jobs.queue({
    task: 'schedulePublish',
    input: { type: 'publish', doc: { relationTo: collection as 'news', value: Number(id) } },
    waitUntil: new Date(Date.now() + Number(delay)),
  })
  console.log(JSON.stringify({ job: job.id }))
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
