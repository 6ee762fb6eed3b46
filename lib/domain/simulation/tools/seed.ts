/**
 * The seed every simulation tool takes from its URL, so a shared link replays the same run.
 * Kept to a positive 31-bit integer because it travels through URLs and createRng truncates to
 * 32 bits anyway; the default is fixed so an unseeded visit is reproducible too.
 */
export const SEED_MIN = 1
export const SEED_MAX = 2_147_483_647
export const DEFAULT_SEED = 20_261_126

/** The seed a page uses for a raw URL value: the value when it is a whole number in range, else the default. */
export function seedFromParam(raw: string | null | undefined): number {
  if (raw === null || raw === undefined || !/^\d{1,10}$/.test(raw)) return DEFAULT_SEED
  const value = Number(raw)
  return value >= SEED_MIN && value <= SEED_MAX ? value : DEFAULT_SEED
}

/** Clamps a count from a URL into [min, max], with a fallback for anything that is not a whole number. */
export function countFromParam(raw: string | null | undefined, range: { min: number; max: number; fallback: number }): number {
  if (raw === null || raw === undefined || !/^\d{1,9}$/.test(raw)) return range.fallback
  return Math.min(range.max, Math.max(range.min, Number(raw)))
}
