import { z } from 'zod'
import { TEAM_CODES } from '@/lib/domain/teams/teams'

const count = z.number().int().min(0)
/** A count the view cannot give: a PA-level split has no games, runs charged or steals. Printed '-'. */
const viewCount = count.nullable()
const rate = z.number().nullable()

/**
 * How the view's lines were counted, from the least cut to the most:
 * - `season`: no split: the season lines themselves (the records pages' numbers);
 * - `game`: only splits a whole game falls in or out of (home/road, month, a date range or
 *   "as of" a date): every count is exact, recounted from the events of those games;
 * - `pa`: a split of plate appearances (vs 右/左, 得点圏, count state, inning group): only what a
 *   PA holds; games, runs scored and charged, steals, wins, saves and holds are null.
 */
export const STAT_LINE_LEVELS = ['season', 'game', 'pa'] as const
export type StatLineLevel = (typeof STAT_LINE_LEVELS)[number]

const identity = {
  player_id: z.string(),
  name: z.string(),
  /** The club: a player who changed clubs has a line per club in one season; over a range, his latest club. */
  team: z.enum(TEAM_CODES),
  league: z.enum(['central', 'pacific']),
  /** Reaches the view's qualifying mark (`qualifier` of the lines). */
  qualified: z.boolean(),
}

/** Batted balls: ground, line, fly, popup (bunts apart); a source without batted-ball types gives 0 and null rates. */
const battedBalls = { gb: count, ld: count, fb: count, pu: count, gb_pct: rate, ld_pct: rate, fb_pct: rate, pu_pct: rate }

export const statBattingLineSchema = z.object({
  ...identity,
  g: viewCount, pa: count, ab: count, r: viewCount, h: count, doubles: count, triples: count, hr: count, tb: count, rbi: count,
  sb: viewCount, cs: viewCount, sh: count, sf: count, bb: count, ibb: count, hbp: count, so: count, gidp: count,
  avg: rate, obp: rate, slg: rate, ops: rate, iso: rate, babip: rate, k_pct: rate, bb_pct: rate,
  woba: rate, wraa: rate, wrc: rate, wrc_plus: rate,
  ...battedBalls,
})
export type StatBattingLine = z.infer<typeof statBattingLineSchema>

/**
 * A pitcher's line. At the `pa` level `outs` are the outs made on the kept PAs only (not runners
 * caught between them) and there is no ERA: a run is charged to whoever put the runner on.
 */
export const statPitchingLineSchema = z.object({
  ...identity,
  g: viewCount, gs: viewCount, w: viewCount, l: viewCount, sv: viewCount, hld: viewCount, hp: viewCount,
  cg: viewCount, sho: viewCount, outs: count, bf: count, ab: count, h: count, hr: count, bb: count, ibb: count, hbp: count, so: count,
  sf: count, sh: count, r: viewCount, er: viewCount,
  era: rate, whip: rate, k9: rate, bb9: rate, hr9: rate, kbb: rate, k_pct: rate, bb_pct: rate, k_bb_pct: rate, fip: rate, babip: rate,
  ...battedBalls,
})
export type StatPitchingLine = z.infer<typeof statPitchingLineSchema>

/**
 * The mark a line needs to be `qualified`: PA for batters, outs for pitchers. `rule` says how it
 * was set, for the page's note: the season's 規定 (3.1 PA / 1 inning × club games, per club), the
 * sum of the seasons' marks over a range, the club's games in the split's dates or venues, or the
 * mark scaled by the share of the league's PAs the split keeps.
 */
export const statQualifierSchema = z.object({
  rule: z.enum(['season', 'range', 'games', 'share']),
  /** The lowest and highest mark over the clubs (they differ only mid-season or in a split). */
  min: count,
  max: count,
  /** For `share`: the league's PAs kept / all PAs in the same games. */
  share: z.number().min(0).max(1).nullable(),
})
export type StatQualifier = z.infer<typeof statQualifierSchema>

const linesBase = {
  /** First and last season; equal for one season. */
  from: z.number().int(),
  to: z.number().int(),
  level: z.enum(STAT_LINE_LEVELS),
  qualifier: statQualifierSchema,
  /** The latest game date the lines count (null without games): "as of" for the page. */
  through: z.string().nullable(),
}

export const statLinesSchema = z.discriminatedUnion('side', [
  z.object({ side: z.literal('batting'), ...linesBase, lines: z.array(statBattingLineSchema) }),
  z.object({ side: z.literal('pitching'), ...linesBase, lines: z.array(statPitchingLineSchema) }),
])
export type StatLines = z.infer<typeof statLinesSchema>
export type StatLinesOf<S extends StatLines['side']> = Extract<StatLines, { side: S }>
export type StatSide = StatLines['side']
