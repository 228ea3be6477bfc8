import { useState } from 'react'

/**
 * State that starts from `source` and starts over whenever `source` changes (new props, a new
 * answer from the server): adjusted while rendering, so no render ever shows the old value.
 */
export function useStateFrom<T>(source: T) {
  const [state, setState] = useState<T>(source)
  const [seen, setSeen] = useState<T>(source)
  if (seen !== source) {
    setSeen(source)
    setState(source)
  }
  return [state, setState] as const
}
