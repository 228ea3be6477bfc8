import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { it } from '@payloadcms/translations/languages/it'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { Announcements } from './collections/Announcements'
import { Datis } from './collections/Datis'
import { Faqs } from './collections/Faqs'
import { Guidelines } from './collections/Guidelines'
import { LegacyRedirects } from './collections/LegacyRedirects'
import { Media } from './collections/Media'
import { News } from './collections/News'
import { OnceKeys } from './collections/OnceKeys'
import { Pages } from './collections/Pages'
import { Resources } from './collections/Resources'
import { SupportRequests } from './collections/SupportRequests'
import { Supportos } from './collections/Supportos'
import { TerritoryRequests } from './collections/TerritoryRequests'
import { EnteBeneficiarios, EntePromotores, Misuras } from './collections/Taxonomies'
import { Updates } from './collections/Updates'
import { Users } from './collections/Users'
import { databaseAdapter } from './db'
import { payloadSecret, siteUrl } from './env'
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
    LegacyRedirects,
    Users,
    TerritoryRequests,
    SupportRequests,
    OnceKeys,
  ],
  jobs,
  editor: lexicalEditor(),
  db: databaseAdapter(),
  sharp,
  graphQL: { disable: true },
  telemetry: false,
  cors: [siteUrl()],
  typescript: { outputFile: path.resolve(here, '../payload-types.ts') },
})
