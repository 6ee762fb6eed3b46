import { z } from 'zod'
import { TEAM_CODES } from '@/lib/domain/teams/teams'
import { isKnownSeason } from '@/lib/seasons'

/**
 * Every dynamic URL segment of the route table, as one zod schema each. Pages parse their params
 * with these, and proxy.ts checks them before rendering so that a bad value is a real HTTP 404.
 */
export const seasonParam = z
  .string()
  .regex(/^\d{4}$/)
  .transform(Number)
  .refine(isKnownSeason)

export const STATS_TYPES = ['batting', 'pitching'] as const
export type StatsType = (typeof STATS_TYPES)[number]
export const statsTypeParam = z.enum(STATS_TYPES)

export const LEAGUES = ['central', 'pacific'] as const
export const leagueParam = z.enum(LEAGUES)

export const teamParam = z.enum(TEAM_CODES)

/** Position-correlation and player-strategy filters accept every team or one team. */
export const teamOrAllParam = z.enum(['all', ...TEAM_CODES])

export const TITLE_TYPES = [
  'mvp',
  'rookie',
  'sawamura',
  'best_nine',
  'golden_glove',
  'era_leader',
  'wins_leader',
  'strikeouts',
  'winning_percentage',
  'saves_leader',
  'holds',
  'batting_champion',
  'homerun_leader',
  'rbi_leader',
  'stolen_base_leader',
  'hits_leader',
  'obp_leader',
] as const
export type TitleType = (typeof TITLE_TYPES)[number]
export const titleTypeParam = z.enum(TITLE_TYPES)

/** The method articles under /columns (the glossary is its own static page, /columns/glossary). */
export const COLUMN_SLUGS = ['run-values', 'wpa', 'park-factor'] as const
export type ColumnSlug = (typeof COLUMN_SLUGS)[number]
export const columnSlugParam = z.enum(COLUMN_SLUGS)

export const GAME_MVP_TABS = ['monthly', 'daily'] as const
export const gameMvpTabParam = z.enum(GAME_MVP_TABS)

/** npb.jp-style player ids are numeric (e.g. 41045138); the simulated league uses the same form. */
export const playerIdParam = z.string().regex(/^\d{1,10}$/)

export const PLAYER_STAT_TYPES = [
  'career-batting',
  'career-pitching',
  'game-batting',
  'game-pitching',
  'situational-batting',
  'situational-pitching',
] as const
export type PlayerStatType = (typeof PLAYER_STAT_TYPES)[number]

export const PITCH_ANALYSIS_TABS = ['details', 'pitch-type', 'zone', 'count'] as const
export const pitchAnalysisTabParam = z.enum(PITCH_ANALYSIS_TABS)

/** Game ids follow npb.jp's score pages: date, home code, visitor code, game number of the day. */
export const gameIdParam = z
  .string()
  .regex(/^(\d{4})(\d{2})(\d{2})-([a-z]{1,2})-([a-z]{1,2})-(\d{2})$/)
  .refine((id) => {
    const [datePart = '', home = '', away = ''] = id.split('-')
    const date = new Date(`${datePart.slice(0, 4)}-${datePart.slice(4, 6)}-${datePart.slice(6, 8)}T00:00:00Z`)
    const validDate = !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10).replaceAll('-', '') === datePart
    const codes: readonly string[] = TEAM_CODES
    return validDate && home !== away && codes.includes(home) && codes.includes(away)
  })

export const POSITION_CORRELATION_MODES = ['batting', 'fielding'] as const
export const positionCorrelationModeParam = z.enum(POSITION_CORRELATION_MODES)

export const PLAYER_STRATEGY_KINDS = ['pitching', 'fielding'] as const
export const playerStrategyKindParam = z.enum(PLAYER_STRATEGY_KINDS)
export const PLAYER_STRATEGY_MODES = ['season', 'monthly'] as const
export const playerStrategyModeParam = z.enum(PLAYER_STRATEGY_MODES)
export const GAME_RESULTS = ['all', 'win', 'lose', 'draw'] as const
export const gameResultParam = z.enum(GAME_RESULTS)

/** Parameter shapes shared by the route table (proxy.ts) and the pages that parse them. */
export const seasonParams = { season: seasonParam }
export const leagueSeasonParams = { season: seasonParam, league: leagueParam.optional() }
export const seasonRecordParams = { statsType: statsTypeParam, season: seasonParam, league: leagueParam.optional() }
export const titleParams = { titleType: titleTypeParam }
export const gameMvpParams = { tabType: gameMvpTabParam }
export const columnParams = { slug: columnSlugParam }
export const gameParams = { gameId: gameIdParam }
export const playerSeasonParams = { playerId: playerIdParam, season: seasonParam }
export const playerAnalysisParams = { playerId: playerIdParam, season: seasonParam, tab: pitchAnalysisTabParam }
export const teamParams = { teamId: teamParam }
export const lineupParams = { season: seasonParam, teamId: teamParam }
export const teamSeasonParams = { teamId: teamParam, season: seasonParam }
export const positionCorrelationParams = { mode: positionCorrelationModeParam, season: seasonParam, team: teamOrAllParam }
export const situationalParams = { statsType: statsTypeParam, season: seasonParam }
const strategyBase = { kind: playerStrategyKindParam, mode: playerStrategyModeParam, season: seasonParam }
/** /teams/player-strategy/{kind}/{mode}/{season}/{gameResult}: every team. */
export const strategyAllTeamsParams = { ...strategyBase, scope: gameResultParam }
/** /teams/player-strategy/{kind}/{mode}/{season}/{team}/{gameResult}: one team. */
export const strategyTeamParams = { ...strategyBase, scope: teamParam, gameResult: gameResultParam }
