import { describe, expect, it } from 'vitest'
import { changeSince, versionAfter, versionId } from './content-version'

describe('content versions', () => {
  it('say which document changed since the version before', () => {
    const v1 = versionAfter('')
    const v2 = versionAfter(v1, { collection: 'faqs', id: 12 })
    expect(changeSince(v1, v2)).toEqual({ collection: 'faqs', id: 12 })
    const v3 = versionAfter(v2, { collection: 'news', id: 3 })
    expect(changeSince(v2, v3)).toEqual({ collection: 'news', id: 3 })
    expect(versionId(v3)).not.toContain('~')
  })

  it('ask for a full build when versions were skipped or the change names no document', () => {
    const v1 = versionAfter('')
    const v2 = versionAfter(v1, { collection: 'faqs', id: 1 })
    const v3 = versionAfter(v2, { collection: 'faqs', id: 2 })
    expect(changeSince(v1, v3)).toBeNull()
    expect(changeSince(v2, versionAfter(v2))).toBeNull()
  })
})
