/** The two chart races: batters' and pitchers' counting stats. */
export const RACE_SIDES = ['pitching', 'batting'] as const
export type RaceSide = (typeof RACE_SIDES)[number]

/** Each side's counting stats, in the picker's order. */
export const RACE_STATS = {
  batting: ['hr', 'h', 'rbi', 'sb'],
  pitching: ['w', 'so', 'sv', 'hld'],
} as const satisfies Readonly<Record<RaceSide, readonly string[]>>

export type RaceStatOf<S extends RaceSide> = (typeof RACE_STATS)[S][number]
export type RaceStat = RaceStatOf<RaceSide>

/** Every stat of both sides, for a schema. */
export const RACE_STAT_KEYS = [...RACE_STATS.batting, ...RACE_STATS.pitching] as const

export const RACE_STAT_LABELS: Readonly<Record<RaceStat, string>> = {
  hr: '本塁打',
  h: '安打',
  rbi: '打点',
  sb: '盗塁',
  w: '勝利',
  so: '奪三振',
  sv: 'セーブ',
  hld: 'ホールド',
}

/** The stat a page opens on: the title race of each side that changes hands most through a season. */
export const DEFAULT_RACE_STAT: { readonly [S in RaceSide]: RaceStatOf<S> } = { batting: 'hr', pitching: 'so' }

/** Bars on the chart at once, and rows of the final table. */
export const RACE_TOP = 10

export const RACE_SIDE_LABELS: Readonly<Record<RaceSide, string>> = { pitching: '投手', batting: '打者' }

export const isRaceSide = (value: unknown): value is RaceSide => value === 'pitching' || value === 'batting'

/** Whether `value` is one of the side's stats (a batting stat is no pitching stat). */
export function isRaceStatOf<S extends RaceSide>(side: S, value: unknown): value is RaceStatOf<S> {
  return typeof value === 'string' && (RACE_STATS[side] as readonly string[]).includes(value)
}
