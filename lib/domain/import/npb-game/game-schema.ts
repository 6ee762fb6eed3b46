import { z } from 'zod'

/**
 * One day's file of npb.jp game pages as the KurimaReiji scrapes store it. Two schema versions
 * are read: 2024 (`status`, players keyed `playerId`, no decisions or player box lines) and 2025
 * (`jaStatus`, players keyed `id`, decisions and box lines). Both spell attendance `attendanece`;
 * 2025 box lines spell stolen bases `stokenBases`. Fields we do not read are let through unchecked.
 */
const ref = z.object({ id: z.string().min(1), jaBoxscoreName: z.string().nullish() })

const play = z.object({
  inning: z.object({ inning: z.number().int().min(1), halfInning: z.enum(['top', 'bottom']) }),
  outs: z.number().int().min(0).max(3).nullish(),
  runners: z.string().regex(/^[1-][2-][3-]$/).nullish(),
  count: z.object({ balls: z.number().int().optional(), strikes: z.number().int().optional() }).nullish(),
  jaResult: z.object({ text: z.string().nullish(), players: z.array(z.object({ id: z.string().nullish() })).nullish() }).nullish(),
  jaText: z.string().nullish(),
  batter: ref.nullish(),
  isPinchHit: z.string().nullish(),
  pitcher: ref.nullish(),
  runs: z.object({ road: z.number().int(), home: z.number().int() }),
})

const decision = z.object({ player: ref }).optional()

const pitchingLine = z.object({
  decision: z.string(),
  player: ref,
  /** The official pitch count; absent from some lines. */
  pitchesThrown: z.number().int().nullable().optional(),
  battersFaced: z.number().int(),
  /** 6.2 = six and two-thirds; null when he faced batters without getting an out. */
  inningsPitched: z.number().nullable(),
  hits: z.number().int(),
  homeRuns: z.number().int(),
  baseOnBalls: z.number().int(),
  hitByPitch: z.number().int(),
  strikeOuts: z.number().int(),
  wildPitches: z.number().int(),
  balks: z.number().int(),
  runs: z.number().int(),
  earnedRuns: z.number().int(),
})

const battingLine = z.object({ order: z.union([z.number(), z.string()]).nullish(), player: ref, jaPosition: z.string().nullish(), runs: z.number().int().nullish() })

const side = z.object({ batting: z.array(battingLine), pitching: z.array(pitchingLine) })

const teamPitching = z.object({ wildPitches: z.number().int(), balks: z.number().int(), runs: z.number().int(), earnedRuns: z.number().int() })

const teamLine = z.object({ runs: z.number().int(), hits: z.number().int().nullish(), errors: z.number().int().nullish() })

const player = z.object({
  playerId: z.string().optional(),
  id: z.string().optional(),
  jaRegisteredName: z.string().nullish(),
  jaBoxscoreName: z.string().nullish(),
  fullLFMName: z.string().nullish(),
  teamCode: z.string(),
  primaryNumber: z.string().nullish(),
  primaryPosition: z.string().nullish(),
  batSide: z.string().nullish(),
  pitchHand: z.string().nullish(),
  height: z.string().nullish(),
  weight: z.string().nullish(),
  birthDate: z.string().nullish(),
})

export const npbGameSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  pathname: z.string(),
  status: z.string().optional(),
  jaStatus: z.string().optional(),
  venue: z.object({ jaName: z.string().nullish(), name: z.string().nullish() }).nullish(),
  attendanece: z.number().int().nullish(),
  attendance: z.number().int().nullish(),
  umpires: z.object({ jaText: z.string().nullish() }).nullish(),
  decisions: z.object({ winner: decision, loser: decision, save: decision }).nullish(),
  battery: z.object({ pitchers: z.object({ road: z.array(ref), home: z.array(ref) }), catchers: z.object({ road: z.array(ref), home: z.array(ref) }) }),
  boxscore: z.object({
    playerStats: z.object({ road: side, home: side }).optional(),
    teamStats: z.object({ road: z.object({ pitching: teamPitching }), home: z.object({ pitching: teamPitching }) }).optional(),
  }).nullish(),
  playByPlay: z.array(play),
  linescore: z.array(z.string()).length(2),
  teamStats: z.object({ road: teamLine, home: teamLine }),
  innings: z.array(z.object({ num: z.number().int(), road: z.object({ runs: z.number().int().nullish() }), home: z.object({ runs: z.number().int().nullish() }) })),
  players: z.array(player),
})

export const npbDayFileSchema = z.array(npbGameSchema)

export type NpbGame = z.infer<typeof npbGameSchema>
export type NpbPitchingLine = z.infer<typeof pitchingLine>
export type NpbBattingLine = z.infer<typeof battingLine>
export type NpbGamePlayer = z.infer<typeof player>

/** The first problem zod found, as "game 3 → playByPlay: expected array, received undefined". */
export function describeSchemaError(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'invalid game file'
  const [index, ...rest] = issue.path
  const where = typeof index === 'number' ? `game ${index + 1}${rest.length > 0 ? ` → ${rest.join('.')}` : ''}` : issue.path.join('.')
  return `${where}: ${issue.message}`
}
