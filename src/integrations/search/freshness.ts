/**
 * An index kept in step with a content version that lives in the database, so every
 * server instance notices a change made through any of them. Pure: the version read
 * and the build are injected.
 */
export type FreshnessDeps<T> = {
  readVersion: () => Promise<string>
  build: () => Promise<T>
  /** The index moved from version `from` to `to` by applying the change alone, or null when it needs a full build. */
  update?: (index: T, from: string, to: string) => Promise<T | null>
  now?: () => number
  /** Minimum time between two version reads. */
  intervalMs?: number
  onError?: (error: unknown) => void
}

const CHECK_INTERVAL_MS = 2000

type Built<T> = { index: T; version: string; builtAt: number }

/** What GET /api/health reports of an index: built or not, building, from which version and when. */
type IndexState<T> = { built: Built<T> | null; building: boolean; failed: boolean }

export class FreshIndex<T> {
  private current: Built<T> | null = null
  /** The last build (first or refresh) failed. */
  private failed = false
  private first: Promise<T> | null = null
  private rebuilding: Promise<void> | null = null
  private lastCheck = -Infinity
  builds = 0
  /** One-document updates applied instead of a build. */
  updates = 0

  constructor(private readonly deps: FreshnessDeps<T>) {}

  private now() {
    return (this.deps.now ?? Date.now)()
  }

  /** Reads the version before the documents, so a change made meanwhile triggers another build. */
  private async buildAt(): Promise<Built<T>> {
    try {
      const version = await this.deps.readVersion()
      const index = await this.deps.build()
      this.builds++
      this.failed = false
      return { index, version, builtAt: this.now() }
    } catch (error) {
      this.failed = true
      throw error
    }
  }

  /** The index to answer with: the first call waits for the first build; later ones never wait for a build. */
  async get(): Promise<T> {
    if (!this.current) {
      this.first ??= this.buildAt().then(
        (built) => {
          this.current = built
          this.lastCheck = this.now()
          return built.index
        },
        (error: unknown) => {
          this.first = null
          throw error
        },
      )
      return this.first
    }
    await this.check()
    return this.current.index
  }

  private async check(): Promise<void> {
    const now = this.now()
    if (now - this.lastCheck < (this.deps.intervalMs ?? CHECK_INTERVAL_MS) || this.rebuilding) return
    this.lastCheck = now
    let version: string
    try {
      version = await this.deps.readVersion()
    } catch (error) {
      this.deps.onError?.(error)
      return
    }
    if (!this.current || version === this.current.version) return
    this.rebuilding = this.updateTo(this.current, version)
      .catch((error: unknown) => this.deps.onError?.(error))
      .finally(() => {
        this.rebuilding = null
      })
  }

  /** Applies a one-document change when the deps can, else builds the index again. */
  private async updateTo(current: Built<T>, version: string): Promise<void> {
    try {
      const updated = await this.deps.update?.(current.index, current.version, version)
      if (updated) {
        this.current = { index: updated, version, builtAt: this.now() }
        this.updates++
        return
      }
    } catch (error) {
      this.deps.onError?.(error)
    }
    this.current = await this.buildAt()
  }

  state(): IndexState<T> {
    return { built: this.current, building: this.rebuilding !== null || (this.first !== null && !this.current), failed: this.failed }
  }

  /** For tests and the benchmark: resolves when a background rebuild (if any) is done. */
  async settled(): Promise<void> {
    await this.rebuilding
  }
}
