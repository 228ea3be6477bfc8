import { APIError, type CollectionBeforeOperationHook } from 'payload'

/**
 * A file of a type the collection does not take, refused with a sentence saying where it goes
 * (Payload's own check answered «The following field is invalid: file»).
 */
export function refuseOtherFileTypes(allowed: string[], message: (name: string) => string): CollectionBeforeOperationHook {
  return ({ args, operation, req }) => {
    const file = req.file
    if ((operation === 'create' || operation === 'update') && file && !allowed.includes(file.mimetype)) {
      throw new APIError(message(file.name), 400, undefined, true)
    }
    return args
  }
}
