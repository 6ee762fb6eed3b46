import type { OutgoingHttpHeaders } from 'node:http'
import { storedBytes, type Encoded } from './encoding'

export type StoredResponse = {
  status: number
  headers: OutgoingHttpHeaders
  body: Encoded
  etag: string
}

const sizeOf = (entry: StoredResponse) => storedBytes(entry.body)

/**
 * Rendered responses kept in memory up to a byte budget, least recently used out first. A
 * generation (the database file's identity) empties the store when the data changes, and
 * concurrent misses for one key share a single render.
 */
export class ResponseStore {
  private readonly entries = new Map<string, StoredResponse>()
  private readonly inflight = new Map<string, Promise<StoredResponse | null>>()
  private bytes = 0
  private generation: string | null = null

  constructor(private readonly budget: number) {}

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes }
  }

  /** Forgets everything when the generation moves on (a rebuilt database). */
  useGeneration(generation: string): void {
    if (generation === this.generation) return
    this.generation = generation
    this.entries.clear()
    this.bytes = 0
  }

  get(key: string): StoredResponse | undefined {
    const entry = this.entries.get(key)
    if (entry) {
      this.entries.delete(key)
      this.entries.set(key, entry)
    }
    return entry
  }

  /** The stored answer, or one render shared by every request waiting on the key. */
  async load(key: string, render: () => Promise<{ entry: StoredResponse; keep: boolean }>): Promise<StoredResponse | null> {
    const hit = this.get(key)
    if (hit) return hit
    const pending = this.inflight.get(key)
    if (pending) return pending
    const generation = this.generation
    const job = render()
      .then(({ entry, keep }) => {
        if (keep && generation === this.generation) this.put(key, entry)
        return entry
      })
      .finally(() => this.inflight.delete(key))
    this.inflight.set(key, job)
    return job
  }

  private put(key: string, entry: StoredResponse): void {
    const size = sizeOf(entry)
    if (size > this.budget / 4) return
    const old = this.entries.get(key)
    if (old) this.bytes -= sizeOf(old)
    this.entries.delete(key)
    this.entries.set(key, entry)
    this.bytes += size
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.budget) break
      this.entries.delete(oldest)
      this.bytes -= sizeOf(value)
    }
  }
}
