import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import { env as readEnv, type Env } from '@/cms/env'

/**
 * On when S3_BUCKET is set; uploads stay on local disk (DATA_DIR) otherwise.
 * Uploaded images, downloadable documents and the editors' CSV exports in an S3-compatible bucket, so that every instance
 * serves the same files. Files are still served through /cms-api/<collection>/file/<name> with
 * Payload's access control, so their addresses do not depend on where they are stored.
 */
export function storagePlugin(env: Env = readEnv()): Plugin {
  return s3Storage({
    enabled: Boolean(env.S3_BUCKET),
    alwaysInsertFields: true,
    bucket: env.S3_BUCKET ?? '',
    // A prefix per collection also keeps the `prefix` field when the plugin is on (3.90.1 drops
    // alwaysInsertFields there), so both modes have the same schema.
    collections: { media: { prefix: 'media' }, documents: { prefix: 'documents' }, exports: { prefix: 'exports' } },
    config: {
      region: env.S3_REGION || 'eu-south-1',
      endpoint: env.S3_ENDPOINT || undefined,
      forcePathStyle: /^(1|true|yes)$/i.test(env.S3_FORCE_PATH_STYLE ?? ''),
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : undefined,
    },
  })
}
