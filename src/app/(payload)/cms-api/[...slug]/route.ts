import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { reject } from '@/ops/http/json'

const restGet = REST_GET(config)

/** An upload's file that does not exist ends in a 500 inside Payload's static handler: it is a 404. */
export const GET: typeof restGet = async (request, context) => {
  const response = await restGet(request, context)
  if (response.status >= 500 && /^\/cms-api\/[^/]+\/file\//i.test(new URL(request.url).pathname)) return reject(404, 'File non trovato.')
  return response
}
export const POST = REST_POST(config)
export const DELETE = REST_DELETE(config)
export const PATCH = REST_PATCH(config)
export const PUT = REST_PUT(config)
export const OPTIONS = REST_OPTIONS(config)
