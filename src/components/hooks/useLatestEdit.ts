
import { useCallback, useEffect, useRef } from 'react'

const itself = (value: unknown) => value

/** The key of a JSON field's value (tables, chart configurations): its text. */
export const asJson = (value: unknown) => JSON.stringify(value ?? null)

/** For a field that reads its value on every render and needs no action on a restored one. */
export const nothingToFollow = () => {}

/**
 * A field's own edits survive an autosave's answer. Payload puts the saved values back into the
 * form once another field has been edited during the save (it protects only the last field
 * edited), so a paste or a fix made meanwhile was silently undone: a value this field held before
 * coming back means the latest edit stands. Any other new value came from outside (a version
 * restored): `onOutside` lets the field follow it. Values are compared by `key`.
 * Returns the setter the field's edits go through.
 */
export function useLatestEdit<T>(value: T, setValue: (next: T) => void, onOutside: (value: T) => void, key: (value: T) => unknown = itself) {
  const loaded = key(value)
  const mine = useRef({ value, key: loaded })
  const held = useRef([loaded])
  useEffect(() => {
    const now = key(value)
    if (now === mine.current.key) return
    if (held.current.includes(now)) return setValue(mine.current.value)
    mine.current = { value, key: now }
    held.current = [now]
    onOutside(value)
  }, [value, setValue, onOutside, key])
  return useCallback(
    (next: T) => {
      mine.current = { value: next, key: key(next) }
      held.current = [...held.current.slice(-50), mine.current.key]
      setValue(next)
    },
    [setValue, key],
  )
}
