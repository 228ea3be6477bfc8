'use client'

import { Button, useDocumentDrawer } from '@payloadcms/ui'

/**
 * The CSV export as a visible button above the list (the plugin's own entry is in the «⋮» menu,
 * where editors did not find it): it opens the same export form.
 */
export function ExportButton({ collectionSlug, exportCollectionSlug }: { collectionSlug: string; exportCollectionSlug: string }) {
  const [ExportDrawer, , { openDrawer }] = useDocumentDrawer({ collectionSlug: exportCollectionSlug })
  return (
    <div className="sito-export">
      <Button buttonStyle="secondary" size="medium" onClick={openDrawer}>
        Esporta in CSV (Excel)
      </Button>
      <ExportDrawer initialData={{ collectionSlug }} />
    </div>
  )
}
