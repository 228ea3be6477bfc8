import type { BlockProps } from '../types'
import { AlertWindow } from './AlertWindow.client'
import { ALERT_COLORS } from './config'
import { alertTime } from './window'

export function AlertComponent({ block }: BlockProps<'alert'>) {
  const colore = (ALERT_COLORS as readonly string[]).includes(block.colore) ? block.colore : 'info'
  const atRender = alertTime(block, new Date())
  if (atRender === 'scaduto') return null
  const alert = (
    <div className="container my-4">
      <div className={`alert alert-${colore}`} role={colore === 'danger' ? 'alert' : 'note'}>
        {block.title && <h2 className="h5 alert-heading">{block.title}</h2>}
        <p className="mb-0">{block.testo}</p>
      </div>
    </div>
  )
  if (!block.visibileDal && !block.visibileFinoAl) return alert
  return (
    <AlertWindow visibileDal={block.visibileDal} visibileFinoAl={block.visibileFinoAl} atRender={atRender}>
      {alert}
    </AlertWindow>
  )
}
