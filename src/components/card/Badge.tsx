/** The badge's text carries the meaning; its colour only repeats it. */
export function Badge({ text, className }: { text: string; className?: string }) {
  return <span className={['badge', text === 'Nuovo' ? 'bg-primary' : 'bg-secondary', className].filter(Boolean).join(' ')}>{text}</span>
}
