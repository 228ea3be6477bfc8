'use client'

import { FieldsToExport } from '@payloadcms/plugin-import-export/rsc'
import { useConfig, useDocumentInfo, useField } from '@payloadcms/ui'
import type { ClientField } from 'payload'
import { useEffect } from 'react'

/** The names of the fields an export can carry: every field of the collection but the hidden ones and those the plugin is told to leave out. */
function exportable(fields: ClientField[] | undefined): string[] {
  return (fields ?? []).flatMap((field) => {
    if (field.type === 'ui' || field.admin?.hidden) return []
    if ((field.type === 'row' || field.type === 'collapsible') && 'fields' in field) return exportable(field.fields)
    if (!('name' in field) || !field.name) return []
    const custom = (field as { custom?: Record<string, { disabled?: boolean } | undefined> }).custom
    return custom?.['plugin-import-export']?.disabled ? [] : [field.name]
  })
}

/**
 * The plugin's «Campi da esportare», starting from every field of the requests rather than the
 * list's columns (which left out email, phone and description): what the caporedattore may read
 * is in the file unless they take it out. Runs after the plugin's own first choice (effects run
 * child first).
 */
export const ExportFields: typeof FieldsToExport = (props) => {
  const { id } = useDocumentInfo()
  const { setValue } = useField<string[]>({ path: props.path })
  const { value: collectionSlug } = useField<string>({ path: 'collectionSlug' })
  const { getEntityConfig } = useConfig()
  const fields = collectionSlug ? getEntityConfig({ collectionSlug })?.fields : undefined
  useEffect(() => {
    if (id || !fields) return
    setValue(['id', ...exportable(fields).filter((name) => name !== 'id')])
  }, [id, fields, setValue])
  return <FieldsToExport {...props} />
}
