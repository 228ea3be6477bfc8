/** Start-up of every server process (Node.js runtime): keep this a short list of calls. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { refuseUnsafeSecret } = await import('./ops/startup')
  const { stampPeerAddress } = await import('./ops/peer-address')
  const { startJobRunner } = await import('./cms/job-runner')
  refuseUnsafeSecret()
  stampPeerAddress()
  await startJobRunner()
}
