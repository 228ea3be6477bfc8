export function inlineScriptHashes(html: string): string[]
export function sitePolicy(options: { scripts: string[]; video?: boolean; preview?: boolean; analytics?: string | null }): string
export function policyForHtml(html: string): string
export function adminPolicy(nonce: string): string
export const NON_DOCUMENT_POLICY: string
