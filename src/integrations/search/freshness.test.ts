import { describe, expect, it } from 'vitest'
import { FreshIndex } from './freshness'

describe('freshness: the index follows the content version in the database', () => {
  function setup() {
    let version = 'v1'
    let now = 0
    let reads = 0
    let release: () => void = () => {}
    let gate: Promise<void> | null = null
    const index = new FreshIndex<string>({
      readVersion: async () => {
        reads++
        return version
      },
      build: async () => {
        const built = `indice@${version}`
        if (gate) await gate
        return built
      },
      now: () => now,
      intervalMs: 2000,
    })
    return {
      index,
      set: (v: string) => (version = v),
      tick: (ms: number) => (now += ms),
      reads: () => reads,
      hold: () => (gate = new Promise<void>((r) => (release = r))),
      release: () => {
        gate = null
        release()
      },
    }
  }

  it('waits for the first build, then reads the version at most every 2 seconds', async () => {
    const s = setup()
    expect(await s.index.get()).toBe('indice@v1')
    expect(s.reads()).toBe(1)
    s.tick(1500)
    await s.index.get()
    expect(s.reads()).toBe(1)
    s.tick(600)
    await s.index.get()
    expect(s.reads()).toBe(2)
    expect(s.index.builds).toBe(1)
  })

  it('serves the old index while the new one builds, then the new one', async () => {
    const s = setup()
    await s.index.get()
    s.set('v2')
    s.hold()
    s.tick(2000)
    expect(await s.index.get()).toBe('indice@v1')
    s.tick(2000)
    expect(await s.index.get()).toBe('indice@v1')
    s.release()
    await s.index.settled()
    expect(await s.index.get()).toBe('indice@v2')
    expect(s.index.builds).toBe(2)
  })

  it('does not rebuild when the version is unchanged, and shares one first build', async () => {
    const s = setup()
    const [a, b] = await Promise.all([s.index.get(), s.index.get()])
    expect([a, b]).toEqual(['indice@v1', 'indice@v1'])
    s.tick(5000)
    await s.index.get()
    await s.index.settled()
    expect(s.index.builds).toBe(1)
  })

  it('tells what it is doing: not built, building, built from a version, failed', async () => {
    const s = setup()
    expect(s.index.state()).toEqual({ built: null, building: false, failed: false })
    s.hold()
    const first = s.index.get()
    expect(s.index.state()).toMatchObject({ built: null, building: true })
    s.release()
    await first
    expect(s.index.state()).toEqual({ built: { index: 'indice@v1', version: 'v1', builtAt: 0 }, building: false, failed: false })
    const broken = new FreshIndex<string>({ readVersion: async () => 'v1', build: async () => Promise.reject(new Error('giù')) })
    await expect(broken.get()).rejects.toThrow('giù')
    expect(broken.state()).toEqual({ built: null, building: false, failed: true })
  })

  it('applies a one-document change when it can, and builds again when it cannot', async () => {
    let version = 'v1'
    let now = 0
    const index = new FreshIndex<string>({
      readVersion: async () => version,
      build: async () => `indice@${version}`,
      update: async (current, from, to) => (to === 'v2' && from === 'v1' ? `${current}+doc` : null),
      now: () => now,
    })
    await index.get()
    version = 'v2'
    now += 2000
    await index.get()
    await index.settled()
    expect(await index.get()).toBe('indice@v1+doc')
    version = 'v9'
    now += 2000
    await index.get()
    await index.settled()
    expect(await index.get()).toBe('indice@v9')
    expect([index.builds, index.updates]).toEqual([2, 1])
  })
})
