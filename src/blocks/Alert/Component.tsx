import type { BlockProps } from '../types'
import { ALERT_COLORS } from './config'

export function AlertComponent({ block }: BlockProps<'alert'>) {
  const colore = (ALERT_COLORS as readonly string[]).includes(block.colore) ? block.colore : 'info'
  return (
    <div className="container my-4">
      <div className={`alert alert-${colore}`} role={colore === 'danger' ? 'alert' : 'note'}>
        {block.title && <h2 className="h5 alert-heading">{block.title}</h2>}
        <p className="mb-0">{block.testo}</p>
      </div>
    </div>
  )
}
