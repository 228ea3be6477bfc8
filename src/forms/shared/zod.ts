import { z } from 'zod'

// The site's CSP forbids eval. Zod's JIT probes `new Function` before falling back, and the
// browser reports each probe as a CSP violation: parse without it (as fast for these forms).
z.config({ jitless: true })

export { z }
