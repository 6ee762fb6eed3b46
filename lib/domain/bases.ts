/** Bases as the event model stores them: a bitmask, 1 = first, 2 = second, 4 = third. */
export type Base = 1 | 2 | 3

/** How many runners a base state holds. */
export const runnersOn = (mask: number): number => (mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1)

/** The occupied bases, first to third; `.reverse()` gives them lead runner first. */
export const occupiedBases = (mask: number): Base[] => ([1, 2, 3] as const).filter((base) => (mask & (1 << (base - 1))) !== 0)
