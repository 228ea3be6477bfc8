import { startSmtpSink } from './smtp-sink'

/** One SMTP sink for the whole run (fixed ports: it must not start once per worker). */
export default async function globalSetup() {
  const sink = await startSmtpSink()
  return () => sink.stop()
}
