import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { importExportPlugin } from '@payloadcms/plugin-import-export'
import { LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import { it } from '@payloadcms/translations/languages/it'
import { buildConfig, type CollectionConfig } from 'payload'
import sharp from 'sharp'
import { Announcements } from './collections/Announcements'
import { livePreview } from './collections/editorial'
import { Datis } from './collections/Datis'
import { Documents } from './collections/Documents'
import { Faqs } from './collections/Faqs'
import { Feedbacks } from './collections/Feedbacks'
import { Guidelines } from './collections/Guidelines'
import { LegacyRedirects } from './collections/LegacyRedirects'
import { Media } from './collections/Media'
import { News } from './collections/News'
import { NewsletterSubscriptions } from './collections/NewsletterSubscriptions'
import { NewsletterIssues } from './collections/NewsletterIssues'
import { NewsletterDeliveries } from './collections/NewsletterDeliveries'
import { OnceKeys } from './collections/OnceKeys'
import { Pages } from './collections/Pages'
import { Resources } from './collections/Resources'
import { Revisioni } from './collections/Revisioni'
import { SourceStates } from './collections/SourceStates'
import { submissionCollections, submissionExports, withExportButton } from './collections/submissions'
import { SupportRequests } from './collections/SupportRequests'
import { Supportos } from './collections/Supportos'
import { TerritoryRequests } from './collections/TerritoryRequests'
import { EnteBeneficiarios, EntePromotores, Misuras } from './collections/Taxonomies'
import { Updates } from './collections/Updates'
import { Users } from './collections/Users'
import { databaseAdapter } from './db'
import { Footer } from './globals/Footer'
import { Header } from './globals/Header'
import { SearchState } from './globals/SearchState'
import { SearchSuggestions } from './globals/SearchSuggestions'
import { SiteSettings } from './globals/SiteSettings'
import { env, keepRomeTime, siteUrl } from './env'
import { mailAdapter } from '../integrations/mail/adapter'
import { storagePlugin } from '../integrations/storage/s3'
import { CLIENT_ERROR_LEVELS, payloadLogger } from '../ops/log'
import { EDITORIAL_COLLECTIONS, ROUTED_SLUGS } from '../content/paths'
import { jobs } from './jobs'
import { instanceUrls } from '../ops/instances'
import { derivedKey } from '../ops/secrets'
import { redirects } from './plugins/redirects'
import { seo } from './plugins/seo'
import { withSafeEdits } from './safe-edits'
import { authorFields, recordAuthors } from './hooks/authors'
import { showLockHolderNames } from './hooks/lock-holder'
import { guardScheduling } from './schedule'
import { endTakeoverMark } from './hooks/takeover'
import { italianOverrides } from './translations-it'
import { documentTabs } from './plugins/document-tabs'
import { italianInputs } from './plugins/italian-inputs'
import { italianErrors } from './hooks/italian-errors'

const here = path.dirname(fileURLToPath(import.meta.url))

// Payload formats some admin dates on the server without a zone (the version view and its restore
// confirmation): the process keeps Rome time. The site's own dates name Europe/Rome explicitly.
keepRomeTime()

/** No «API» tab (raw JSON and the REST address) on documents: editors have no use for it; developers read /cms-api. */
function withoutApiTab<T extends { admin?: object }>(configs: T[]): T[] {
  return configs.map((c) => ({ ...c, admin: { ...c.admin, hideAPIURL: true } }))
}

/**
 * The nine public types: the review step's panel in the sidebar (collections/Revisioni.ts), and
 * who created and last changed each document (lists and versions show it).
 */
const withReview = (configs: CollectionConfig[]) =>
  configs.map((c) => {
    if (!(EDITORIAL_COLLECTIONS as readonly string[]).includes(c.slug)) return c
    const review = { name: 'revisione', type: 'ui' as const, admin: { position: 'sidebar' as const, components: { Field: '@/cms/components/ReviewPanel.client#ReviewPanel' } } }
    const columns = c.admin?.defaultColumns
    return {
      ...c,
      admin: { ...c.admin, defaultColumns: columns ? [...columns, 'modificatoDa'] : undefined },
      hooks: { ...c.hooks, beforeChange: [...(c.hooks?.beforeChange ?? []), recordAuthors] },
      fields: [...c.fields, review, ...authorFields],
    }
  })

/** The forms' submissions with a visible «Esporta in CSV (Excel)» button above their list. */
const withExportButtons = (configs: CollectionConfig[]) => configs.map((c) => ((submissionCollections as string[]).includes(c.slug) ? withExportButton(c) : c))

export default buildConfig({
  serverURL: env().PAYLOAD_PUBLIC_SERVER_URL || '',
  // The key Payload signs editors' sessions with: derived from PAYLOAD_SECRET, checked in production.
  secret: derivedKey('payload'),
  routes: { admin: '/admin', api: '/cms-api' },
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(here, '..') },
    // No og:image: Payload resolves it against http://localhost:PORT (serverURL is empty), an internal address in every admin page.
    meta: { titleSuffix: ' · Redazione', defaultOGImageType: 'off' },
    // No Gravatar: it would send a hash of each editor's email to a third party (and the CSP blocks it).
    avatar: 'default',
    livePreview,
    // Every date in Rome time, 24-hour clock.
    dateFormat: 'dd/MM/yyyy HH:mm',
    timezones: { supportedTimezones: [{ label: 'Roma (Europe/Rome)', value: 'Europe/Rome' }], defaultTimezone: 'Europe/Rome' },
    components: {
      views: {
        collegamentiInterrotti: { Component: '@/cms/components/BrokenLinks#BrokenLinks', path: '/collegamenti-interrotti' },
        // No first account from the browser: the page says how to make it on the server.
        createFirstUser: { Component: '@/cms/components/FirstAccount#FirstAccount' },
      },
      afterNavLinks: ['@/cms/components/BrokenLinks#BrokenLinksNavLink'],
      providers: ['@/cms/components/HydratedMark.client#AdminHydratedMark', '@/cms/components/AdminA11y.client#AdminA11y'],
      beforeDashboard: ['@/cms/components/ReviewQueue#ReviewQueue'],
    },
  },
  i18n: {
    supportedLanguages: { it },
    fallbackLanguage: 'it',
    translations: { it: italianOverrides },
  },
  collections: withoutApiTab(withReview(withExportButtons(withSafeEdits([
    Pages,
    Faqs,
    News,
    Resources,
    Supportos,
    Datis,
    Guidelines,
    Updates,
    Announcements,
    EnteBeneficiarios,
    EntePromotores,
    Misuras,
    Media,
    Documents,
    LegacyRedirects,
    NewsletterSubscriptions,
    NewsletterIssues,
    NewsletterDeliveries,
    Feedbacks,
    Users,
    TerritoryRequests,
    SupportRequests,
    OnceKeys,
    SourceStates,
    Revisioni,
  ])))),
  globals: withoutApiTab([Header, Footer, SiteSettings, SearchSuggestions, SearchState]),
  email: mailAdapter(),
  plugins: [redirects, seo, importExportPlugin(submissionExports(submissionCollections)), storagePlugin(), documentTabs, italianInputs],
  jobs,
  // The edit view ends a takeover's mark for the editor who opens the document again (hooks/takeover.ts).
  endpoints: [endTakeoverMark],
  // Internal links point only at documents with a public page (never at accounts or submissions).
  editor: lexicalEditor({
    features: ({ defaultFeatures }) => [
      ...defaultFeatures.filter((feature) => feature.key !== 'link'),
      LinkFeature({ enabledCollections: [...ROUTED_SLUGS] }),
    ],
  }),
  db: databaseAdapter(),
  sharp,
  graphQL: { disable: true },
  telemetry: false,
  cors: [siteUrl()],
  // Cookie sessions only from the site's own origins: its public address and its instances' (REVALIDATE_INSTANCES).
  csrf: [siteUrl(), ...(env().REVALIDATE_INSTANCES ? instanceUrls() : [])],
  logger: payloadLogger(),
  loggingLevels: CLIENT_ERROR_LEVELS,
  hooks: { afterError: [italianErrors] },
  // Types follow the schema while `next dev` runs; the scripts, the tests and every other process
  // outside production would otherwise each spawn `payload generate:types` at start (10 s of CPU).
  typescript: { outputFile: path.resolve(here, '../payload-types.ts'), autoGenerate: env().NODE_ENV === 'development' },
  // The lock notice names the editor holding the document (Payload prints the account's email), a
  // takeover holds; scheduling only for those who publish, a refused schedule told (cms/schedule.ts).
  onInit: (payload) => {
    showLockHolderNames(payload)
    guardScheduling(payload)
  },
})
