import type { FullConfig } from '@playwright/test'
import { saveEditorSession } from './editor'
import { startSmtpSink } from './smtp-sink'

/**
 * Runs after the webServer is up (Playwright starts its plugins first): one SMTP sink for the
 * whole run (fixed ports: it must not start once per worker) and the editor's one login.
 */
export default async function globalSetup(config: FullConfig) {
  const sink = await startSmtpSink()
  try {
    await saveEditorSession(config.projects[0].use.baseURL!)
  } catch (error) {
    await sink.stop()
    throw error
  }
  return () => sink.stop()
}
