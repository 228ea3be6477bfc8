'use client'

import { useSyncExternalStore, type ReactNode } from 'react'
import { alertTime, type AlertTime } from './window'

const subscribeNothing = () => () => {}

type Props = { visibileDal?: string | null; visibileFinoAl?: string | null; atRender: AlertTime; children: ReactNode }

/**
 * A page stays cached after it was rendered: the browser checks the window again, so an alert
 * disappears when it expires (and appears when it starts) without waiting for the page to change.
 */
export function AlertWindow({ visibileDal, visibileFinoAl, atRender, children }: Props) {
  const time = useSyncExternalStore(
    subscribeNothing,
    () => alertTime({ visibileDal, visibileFinoAl }, Date.now()),
    () => atRender,
  )
  return <div hidden={time !== 'visibile'}>{children}</div>
}
