import { z } from 'zod'
import { ROSTER_GROUPS } from '@/lib/domain/teams/roster-groups'
import { TEAM_CODES } from '@/lib/domain/teams/teams'

const count = z.number().int().min(0)

/** Won–lost–tied and runs over some of a club's games; 勝率 without ties, null with no decisions. */
export const clubRecordSchema = z.object({
  games: count,
  wins: count,
  losses: count,
  ties: count,
  runsScored: count,
  runsAllowed: count,
  winPct: z.number().min(0).max(1).nullable(),
})
export type ClubRecordDto = z.infer<typeof clubRecordSchema>

export const recentGameSchema = z.object({
  id: z.string(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  opponent: z.enum(TEAM_CODES),
  atHome: z.boolean(),
  runs: count,
  opponentRuns: count,
  outcome: z.enum(['win', 'loss', 'tie']),
})
export type RecentGameDto = z.infer<typeof recentGameSchema>

/** The season summary: record, place in the league, pythagorean expectation and splits. */
export const seasonSummarySchema = z.object({
  record: clubRecordSchema,
  rank: z.number().int().min(1).max(6),
  /** ゲーム差 from the leader; null for the leader. */
  gamesBehind: z.number().nullable(),
  pythagoreanWinPct: z.number().nullable(),
  expectedWins: z.number().nullable(),
  splits: z.object({ home: clubRecordSchema, road: clubRecordSchema, interleague: clubRecordSchema, oneRun: clubRecordSchema }),
})

/** The categories of the club's leaders, in the order shown. */
export const TEAM_LEADER_STATS = ['avg', 'hr', 'rbi', 'sb', 'w', 'sv', 'hld', 'so', 'era'] as const
export type TeamLeaderStat = (typeof TEAM_LEADER_STATS)[number]

const playerSchema = z.object({ id: z.string(), name: z.string() })

/** A category's leader(s): all tied players; none (value null) when nobody qualifies or nobody has one. */
export const teamLeaderSchema = z.object({
  stat: z.enum(TEAM_LEADER_STATS),
  side: z.enum(['batting', 'pitching']),
  value: z.number().nullable(),
  players: z.array(playerSchema),
})
export type TeamLeader = z.infer<typeof teamLeaderSchema>

export const rosterPlayerSchema = playerSchema.extend({
  number: z.number().int().min(0).nullable(),
  /** The side of his player page: pitching for pitchers (or, without a position, a pitching line only). */
  side: z.enum(['batting', 'pitching']),
})
export type RosterPlayer = z.infer<typeof rosterPlayerSchema>

export const rosterSchema = z.object({
  groups: z.array(z.object({ group: z.enum(ROSTER_GROUPS), players: z.array(rosterPlayerSchema).min(1) })),
})
export type Roster = z.infer<typeof rosterSchema>

/** One season of the club in the data, from the final (or latest) standings. */
export const clubSeasonSchema = z.object({
  season: z.number().int(),
  rank: z.number().int().min(1).max(6),
  games: count,
  wins: count,
  losses: count,
  ties: count,
  winPct: z.number().nullable(),
  runsScored: count,
  runsAllowed: count,
})
export type ClubSeason = z.infer<typeof clubSeasonSchema>

export const teamHomeSchema = z.object({
  team: z.enum(TEAM_CODES),
  season: z.number().int(),
  /** Whether the season is over (a later season exists, or all 143 games are played): a streak then ended. */
  finished: z.boolean(),
  summary: seasonSummarySchema,
  /** The last ten games, oldest first. */
  lastGames: z.array(recentGameSchema).max(10),
  lastGamesRecord: clubRecordSchema,
  streak: z.object({ outcome: z.enum(['win', 'loss']), length: z.number().int().min(1), ties: count }).nullable(),
  months: z.array(clubRecordSchema.extend({ month: z.number().int().min(1).max(12) })),
  leaders: z.array(teamLeaderSchema),
  roster: rosterSchema,
  /** Every season of the site the club has regular-season games in, newest first (the season choices). */
  history: z.array(clubSeasonSchema).min(1),
})
export type TeamHome = z.infer<typeof teamHomeSchema>
