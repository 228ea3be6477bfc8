import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { z } from 'zod'

/**
 * publiccode.yml checked against a vendored subset of the standard (core 0.4 and the Italian
 * extension 1.0): the Developers Italia parser is a Go binary that CI cannot install offline.
 */
const CATEGORIES = [
  'accounting', 'agile-project-management', 'applicant-tracking', 'application-development', 'appointment-scheduling', 'backup',
  'billing-and-invoicing', 'blog', 'budgeting', 'business-intelligence', 'business-process-management', 'cad', 'call-center-management',
  'cloud-management', 'collaboration', 'communications', 'compliance-management', 'contact-management', 'content-management', 'crm',
  'customer-service-and-support', 'data-analytics', 'data-collection', 'data-visualization', 'digital-asset-management', 'document-management',
  'donor-management', 'e-commerce', 'e-signature', 'email-management', 'email-marketing', 'employee-management', 'enterprise-project-management',
  'enterprise-social-networking', 'erp', 'event-management', 'facility-management', 'feedback-and-reviews-management', 'financial-reporting',
  'fleet-management', 'fund-accounting', 'gamification', 'geographic-information-systems', 'grant-management', 'graphic-design', 'help-desk', 'hr',
  'ide', 'identity-management', 'instant-messaging', 'inventory-management', 'it-asset-management', 'it-development', 'it-management',
  'it-security', 'it-service-management', 'knowledge-management', 'learning-management-system', 'marketing', 'mind-mapping', 'mobile-marketing',
  'mobile-payment', 'network-management', 'office', 'online-booking', 'online-community', 'payment-gateway', 'payroll', 'predictive-analysis',
  'procurement', 'productivity-suite', 'project-collaboration', 'project-management', 'property-management', 'real-estate-management',
  'remote-support', 'resource-management', 'sales-management', 'seo', 'service-desk', 'social-media-management', 'survey', 'talent-management',
  'task-management', 'taxes-management', 'test-management', 'time-management', 'time-tracking', 'translation', 'video-conferencing',
  'video-editing', 'visitor-management', 'voip', 'warehouse-management', 'web-collaboration', 'web-conferencing', 'website-builder',
  'whistleblowing', 'workflow-management',
] as const

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const description = z.strictObject({
  shortDescription: z.string().min(1).max(150),
  longDescription: z.string().min(150).max(10_000),
  features: z.array(z.string().min(1).max(100)).min(1),
  documentation: z.url().optional(),
})

const publiccode = z.object({
  publiccodeYmlVersion: z.enum(['0.2', '0.3', '0.4']),
  name: z.string().min(1),
  url: z.url(),
  landingURL: z.url().optional(),
  releaseDate: day,
  softwareVersion: z.string().optional(),
  platforms: z.array(z.string().min(1)).min(1),
  categories: z.array(z.enum(CATEGORIES)).min(1),
  intendedAudience: z.object({ scope: z.array(z.string().min(1)).optional(), countries: z.array(z.string().regex(/^[a-z]{2}$/)).optional() }).optional(),
  developmentStatus: z.enum(['concept', 'development', 'beta', 'stable', 'obsolete']),
  softwareType: z.enum(['standalone/mobile', 'standalone/iot', 'standalone/desktop', 'standalone/web', 'standalone/backend', 'standalone/other', 'addon', 'library', 'configurationFiles']),
  description: z.record(z.string().regex(/^[a-z]{2,3}$/), description),
  legal: z.object({ license: z.string().min(1), mainCopyrightOwner: z.string().optional(), repoOwner: z.string().optional() }),
  maintenance: z.discriminatedUnion('type', [
    z.object({ type: z.enum(['internal', 'contract']), contacts: z.array(z.object({ name: z.string().min(1), email: z.email().optional() })).min(1) }),
    z.object({ type: z.enum(['community', 'none']) }),
  ]),
  localisation: z.object({ localisationReady: z.boolean(), availableLanguages: z.array(z.string().regex(/^[a-z]{2,3}$/)).min(1) }),
  dependsOn: z.object({ open: z.array(z.object({ name: z.string().min(1), versionMin: z.string().optional(), optional: z.boolean().optional() })).min(1) }),
  it: z.object({ countryExtensionVersion: z.literal('1.0') }).optional(),
})

const root = path.resolve(import.meta.dirname, '..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

describe('publiccode.yml', () => {
  const data = parse(read('publiccode.yml')) as unknown

  it('follows the standard', () => {
    const result = publiccode.safeParse(data)
    expect(result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([])
  })

  it('describes the site in Italian and states the licence of package.json and LICENSE', () => {
    const parsed = publiccode.parse(data)
    expect(Object.keys(parsed.description)).toContain('it')
    expect(parsed.localisation.availableLanguages).toContain('it')
    const pkg = JSON.parse(read('package.json')) as { license: string; version: string }
    expect(parsed.legal.license).toBe(pkg.license)
    expect(pkg.license).toBe('EUPL-1.2')
    expect(read('LICENSE')).toMatch(/^\s*EUROPEAN UNION PUBLIC LICENCE v\. 1\.2/)
    expect(parsed.softwareVersion).toBe(pkg.version)
  })

  it('names the repository of package.json', () => {
    const parsed = publiccode.parse(data)
    const pkg = JSON.parse(read('package.json')) as { repository: { url: string }; homepage: string }
    expect(pkg.repository.url).toBe(`git+${parsed.url}.git`)
    expect(pkg.homepage.startsWith(parsed.url)).toBe(true)
  })
})
