import { z } from 'zod'
import { TEAM_CODES } from '@/lib/domain/teams/team-codes'

const count = z.number().int().min(0)
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const league = z.enum(['central', 'pacific'])

/**
 * Additive counts of one chunk of simulated seasons for a club: Σ final wins, losses and ties;
 * seasons finished 1st…6th; Climax Series final won (so in the Japan Series); 日本一.
 */
export const championshipCountsSchema = z.object({
  wins: count,
  losses: count,
  ties: count,
  ranks: z.array(count).length(6),
  climax_final: count,
  japan_series: count,
})
export type ChampionshipClubCounts = z.infer<typeof championshipCountsSchema>

/** A club as of the date (current rank and record, the model's strength, the race) and its counts. */
export const championshipClubSchema = z.object({
  team: z.enum(TEAM_CODES),
  rank: z.number().int().min(1),
  wins: count,
  losses: count,
  ties: count,
  remaining: count,
  runs_scored: count,
  runs_allowed: count,
  /** Pythagorean W% to date with the fitted exponent; null before a run is scored or allowed. */
  pythagorean: z.number().min(0).max(1).nullable(),
  /** The strength its games are simulated with: the pythagorean W% regressed to .500. */
  strength: z.number().min(0).max(1),
  /** Wins that clinch first place whatever else happens (0 = clinched); null when none. */
  magic: count.nullable(),
  /** 自力優勝: winning out is enough on the club's own results. */
  self_clinch: z.boolean(),
  counts: championshipCountsSchema,
})
export type ChampionshipClub = z.infer<typeof championshipClubSchema>

/** The constants a run used, each measured on the data (see the page's 計算方法). */
export const championshipModelSchema = z.object({
  exponent: z.number().positive(),
  regression_games: count,
  home_edge: z.number().min(0).max(1),
  tie_rate: z.object({ central: z.number().min(0).max(1), pacific: z.number().min(0).max(1) }),
  japan_series_host: league,
})
export type ChampionshipModel = z.infer<typeof championshipModelSchema>

/**
 * GET /api/simulation/championship?season&asOf&n&seed&chunk: chunk k of a run of n seasons
 * (chunk k simulates min(20,000, n − 20,000k) of them with createRng(seed).fork('chunk-k')). Counts
 * from the chunks of one run add up to the whole run's.
 */
export const championshipChunkSchema = z.object({
  season: z.number().int(),
  as_of: isoDate,
  /** The last game day counted on or before as_of; null before the opening day's games. */
  played_through: isoDate.nullable(),
  /** The season's regular-season days and its last game, postseason included. */
  first_date: isoDate,
  last_date: isoDate,
  end_date: isoDate,
  season_over: z.boolean(),
  n: z.number().int().positive(),
  seed: z.number().int().positive(),
  chunk: count,
  chunks: z.number().int().positive(),
  /** Seasons simulated in this chunk (a summed run: in all the chunks summed so far). */
  seasons: count,
  model: championshipModelSchema,
  leagues: z.array(z.object({ league, clubs: z.array(championshipClubSchema) })).length(2),
})
export type ChampionshipChunk = z.infer<typeof championshipChunkSchema>

/**
 * GET /api/simulation/championship/history?season&seed: P(1st) of every club each Monday of the
 * season and on its last day, from `seasons_per_date` simulated seasons per date.
 */
export const championshipHistorySchema = z.object({
  season: z.number().int(),
  seed: z.number().int().positive(),
  seasons_per_date: z.number().int().positive(),
  clubs: z.array(z.object({ team: z.enum(TEAM_CODES), league })),
  /** first[i]: the i-th club's P(1st) on that date. */
  points: z.array(z.object({ date: isoDate, first: z.array(z.number().min(0).max(1)) })),
})
export type ChampionshipHistory = z.infer<typeof championshipHistorySchema>
