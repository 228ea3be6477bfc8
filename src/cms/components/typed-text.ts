'use client'

import { useForm } from '@payloadcms/ui'
import { useCallback, useEffect, useRef } from 'react'
import { TYPED_SUFFIX } from '@/cms/fields/typed-key'

/**
 * Sends what the editor typed in a field and cannot be read beside the field (null: nothing
 * unreadable), for the server to refuse the save (refuseUnreadable); the form counts as modified
 * so «Salva» can be pressed and say why not. A field that goes away takes its text with it.
 */
export function useTypedText(path: string): (text: string | null) => void {
  const { dispatchFields, setModified } = useForm()
  const typedPath = `${path}${TYPED_SUFFIX}`
  const sent = useRef(false)
  const send = useCallback(
    (text: string | null) => {
      if (text !== null) {
        dispatchFields({ type: 'UPDATE_MANY', formState: { [typedPath]: { value: text, initialValue: undefined, valid: true } } })
        setModified(true)
      } else if (sent.current) dispatchFields({ type: 'REMOVE', path: typedPath })
      sent.current = text !== null
    },
    [dispatchFields, setModified, typedPath],
  )
  useEffect(() => () => send(null), [send])
  return send
}
