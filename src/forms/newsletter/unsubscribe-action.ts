'use server'

import { redirect } from 'next/navigation'
import { cms } from '@/content/cms'
import { unsubscribe } from './confirm'
import { UNSUBSCRIBE_PATH } from './links'

/** The button on the unsubscribe page (a POST, so link scanners never unsubscribe anybody). */
export async function unsubscribeAction(data: FormData): Promise<void> {
  const token = data.get('token')
  const outcome = await unsubscribe(await cms(), typeof token === 'string' ? token : '')
  const esito = outcome === 'unsubscribed' || outcome === 'already-unsubscribed' ? 'annullata' : outcome === 'expired' ? 'scaduto' : 'non-valido'
  redirect(`${UNSUBSCRIBE_PATH}?esito=${esito}`)
}
