/**
 * Seeded pseudo-random numbers (sfc32, seeded through splitmix32): the simulator's only source
 * of randomness, so one seed always produces the same league.
 */
export type Rng = {
  /** Uniform in [0, 1). */
  next(): number
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number
  /** True with probability p. */
  chance(p: number): boolean
  /** One element, uniformly. Throws on an empty list. */
  pick<T>(items: readonly T[]): T
  /** One element by non-negative weights. Throws when every weight is 0. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T
  /** Standard normal (Box–Muller). */
  normal(): number
  /** An independent stream derived from this one, e.g. one per season or per game. */
  fork(label: string): Rng
}

function splitmix32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x9e3779b9) >>> 0
    let z = state
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
    return (z ^ (z >>> 16)) >>> 0
  }
}

/** FNV-1a, to turn fork labels into seeds. */
function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

export function createRng(seed: number): Rng {
  const seeder = splitmix32(seed)
  let a = seeder()
  let b = seeder()
  let c = seeder()
  let d = seeder()
  const nextUint = () => {
    const t = (((a + b) >>> 0) + d) >>> 0
    d = (d + 1) >>> 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) >>> 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) >>> 0
    return t
  }
  for (let index = 0; index < 12; index++) nextUint()

  const rng: Rng = {
    next: () => nextUint() / 4294967296,
    int: (min, max) => min + Math.floor(rng.next() * (max - min + 1)),
    chance: (p) => rng.next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[Math.floor(rng.next() * items.length)] as (typeof items)[number]
    },
    weighted: (items, weight) => {
      const total = items.reduce((sum, item) => sum + weight(item), 0)
      if (!(total > 0)) throw new Error('weighted pick needs a positive total weight')
      let target = rng.next() * total
      for (const item of items) {
        target -= weight(item)
        if (target < 0) return item
      }
      return items[items.length - 1] as (typeof items)[number]
    },
    normal: () => {
      const u = 1 - rng.next()
      const v = rng.next()
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
    },
    fork: (label) => createRng((nextUint() ^ hashString(label)) >>> 0),
  }
  return rng
}
