import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { importExportPlugin } from '@payloadcms/plugin-import-export'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { it } from '@payloadcms/translations/languages/it'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { Announcements } from './collections/Announcements'
import { Datis } from './collections/Datis'
import { Documents } from './collections/Documents'
import { Faqs } from './collections/Faqs'
import { Feedbacks } from './collections/Feedbacks'
import { Guidelines } from './collections/Guidelines'
import { LegacyRedirects } from './collections/LegacyRedirects'
import { Media } from './collections/Media'
import { News } from './collections/News'
import { NewsletterSubscriptions } from './collections/NewsletterSubscriptions'
import { OnceKeys } from './collections/OnceKeys'
import { Pages } from './collections/Pages'
import { Resources } from './collections/Resources'
import { submissionCollections, submissionExports } from './collections/submissions'
import { SupportRequests } from './collections/SupportRequests'
import { Supportos } from './collections/Supportos'
import { TerritoryRequests } from './collections/TerritoryRequests'
import { EnteBeneficiarios, EntePromotores, Misuras } from './collections/Taxonomies'
import { Updates } from './collections/Updates'
import { Users } from './collections/Users'
import { databaseAdapter } from './db'
import { SearchState } from './globals/SearchState'
import { SearchSuggestions } from './globals/SearchSuggestions'
import { payloadSecret, siteUrl } from './env'
import { mailAdapter } from '../integrations/mail/adapter'
import { storagePlugin } from '../integrations/storage/s3'
import { payloadLogger } from '../ops/log'
import { jobs } from './jobs'

const here = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  serverURL: process.env.PAYLOAD_PUBLIC_SERVER_URL || '',
  secret: payloadSecret(),
  routes: { admin: '/admin', api: '/cms-api' },
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(here, '..') },
    meta: { titleSuffix: ' · Redazione' },
    // No Gravatar: it would send a hash of each editor's email to a third party (and the CSP blocks it).
    avatar: 'default',
  },
  i18n: { supportedLanguages: { it }, fallbackLanguage: 'it' },
  collections: [
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
    Feedbacks,
    Users,
    TerritoryRequests,
    SupportRequests,
    OnceKeys,
  ],
  globals: [SearchSuggestions, SearchState],
  email: mailAdapter(),
  plugins: [importExportPlugin(submissionExports(submissionCollections)), storagePlugin()],
  jobs,
  editor: lexicalEditor(),
  db: databaseAdapter(),
  sharp,
  graphQL: { disable: true },
  telemetry: false,
  cors: [siteUrl()],
  logger: payloadLogger(),
  typescript: { outputFile: path.resolve(here, '../payload-types.ts') },
})
