import 'server-only'

/** The embedded default: ten seasons through 2025 from one fixed seed. */
export const DEFAULT_SIM = { seed: 20_251_121, firstSeason: 2016, lastSeason: 2025 } as const
