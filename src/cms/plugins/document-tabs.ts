import type { CollectionConfig, GlobalConfig, Plugin } from 'payload'

/** The tab component (DocumentTab.tsx) for Payload's «Modifica» and «Versioni» tabs. */
const TAB = { Component: '@/cms/components/DocumentTab.client#DocumentTab' }

/** A collection's or global's document tabs drawn by DocumentTab. Payload keeps each tab's condition, address and order (it merges this `tab` into its own). */
function withDocumentTabs<T extends CollectionConfig | GlobalConfig>(c: T): T {
  const views = c.admin?.components?.views
  const edit = (views?.edit ?? {}) as Record<string, { tab?: object } | undefined>
  const tabs = { default: { ...edit.default, tab: { ...edit.default?.tab, ...TAB } }, versions: { ...edit.versions, tab: { ...edit.versions?.tab, ...TAB } } }
  return { ...c, admin: { ...c.admin, components: { ...c.admin?.components, views: { ...views, edit: { ...edit, ...tabs } } } } }
}

/**
 * Every document's tabs as items of their list, named by their visible text (axe «list» and
 * «label-content-name-mismatch» on Payload's own). A plugin, last in the list, so that the
 * collections other plugins add (redirects) have them too.
 */
export const documentTabs: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map(withDocumentTabs),
  globals: config.globals?.map(withDocumentTabs),
})
