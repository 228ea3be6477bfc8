'use client'

import { TextInput, useDocumentInfo, useField, useFormFields } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import { type ChangeEvent, useEffect, useState } from 'react'
import { slugify } from '@/content/slugify'

/**
 * The slug follows the title until the document is first published, also after autosave has
 * created it (a slug still equal to its title's is taken as not chosen), until the editor types
 * a slug of their own; a published document's slug never changes by itself (its URL is public).
 */
export const SlugFromTitle: TextFieldClientComponent = ({ field, path: givenPath, readOnly }) => {
  const { value, setValue, path, showError } = useField<string>({ potentiallyStalePath: givenPath })
  const title = useFormFields(([fields]) => fields.title?.value)
  const { hasPublishedDoc } = useDocumentInfo()
  const [typed, setTyped] = useState(() => Boolean(value) && value !== slugify(typeof title === 'string' ? title : ''))
  const follows = !hasPublishedDoc && !typed

  useEffect(() => {
    if (follows && typeof title === 'string') setValue(slugify(title))
  }, [follows, title, setValue])

  return (
    <TextInput
      path={path}
      label={field.label}
      required={field.required}
      description={field.admin?.description}
      value={value ?? ''}
      readOnly={readOnly}
      showError={showError}
      onChange={(e: ChangeEvent<HTMLInputElement>) => {
        setTyped(true)
        setValue(e.target.value)
      }}
    />
  )
}
