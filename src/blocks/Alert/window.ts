/** The validity window of an alert (Visibile dal / Visibile fino al): either end may be open. */
type Window = { visibileDal?: string | null; visibileFinoAl?: string | null }

export type AlertTime = 'prima' | 'visibile' | 'scaduto'

export function alertTime(window: Window, now: Date | number): AlertTime {
  now = Number(now)
  if (window.visibileFinoAl && Date.parse(window.visibileFinoAl) <= now) return 'scaduto'
  if (window.visibileDal && Date.parse(window.visibileDal) > now) return 'prima'
  return 'visibile'
}
