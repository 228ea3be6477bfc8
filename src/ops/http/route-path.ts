/**
 * The one spelling of a path that every limit and access rule compares against. Payload matches
 * its endpoints whatever the case (`/cms-api/users/LOGIN` is the login) and Next decodes
 * percent-escapes before routing (`/cms-api/%61ccess` is the permissions map), so a rule that
 * compared the raw path could be walked around by spelling it differently. Decoded (twice at most:
 * a %25 hides one more), lower case, one slash between segments, none at the end.
 */
export function canonicalPath(pathname: string): string {
  let path = pathname
  for (let i = 0; i < 2 && /%[0-9a-f]{2}/i.test(path); i++) {
    try {
      path = decodeURIComponent(path)
    } catch {
      break
    }
  }
  path = path.toLowerCase().replace(/[\\/]+/g, '/')
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path
}
