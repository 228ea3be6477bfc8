/** The few Bootstrap Italia sprite icons the site chrome needs, inlined (24×24 paths). */
const PATHS = {
  search:
    'M21.9 21.1 16 15.3c1.3-1.5 2-3.4 2-5.3 0-4.4-3.6-8-8-8s-8 3.6-8 8 3.6 8 8 8c1.9 0 3.8-.7 5.3-2l5.8 5.9.8-.8zM10 17c-3.9 0-7-3.1-7-7s3.1-7 7-7 7 3.1 7 7-3.1 7-7 7z',
  burger: 'M22 5v1H2V5h20zM2 12.5h20v-1H2v1zM2 19h20v-1H2v1z',
  'close-big':
    'm12.7 12 6.7 6.6-.8.8-6.6-6.7-6.6 6.7-.8-.8 6.7-6.6-6.7-6.6.8-.8 6.6 6.7 6.6-6.7.8.8-6.7 6.6z',
} as const

export type IconName = keyof typeof PATHS

/** Decorative icon: the control that contains it must carry the accessible name. */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  )
}
