import { segments, snippet } from '../marks'

/** A highlighted value as React text: matches in <mark>, nothing parsed as HTML. */
export function Highlighted({ value, excerpt }: { value: string; excerpt?: number }) {
  const parts = excerpt ? snippet(segments(value), excerpt) : segments(value)
  return (
    <>
      {parts.map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
    </>
  )
}
