import { z } from 'zod'
import { TEAM_CODES } from '@/lib/domain/teams/teams'
import { GAME_KINDS, monthSchema } from './games'

const count = z.number().int().nonnegative()
const role = z.enum(['batter', 'pitcher'])

export const batterLineSchema = z.object({ role: z.literal('batter'), pa: count, ab: count, h: count, hr: count, rbi: count, bb: count })
export const pitcherLineSchema = z.object({
  role: z.literal('pitcher'), bf: count, outs: count, h: count, r: count, er: count, so: count, bb: count, decision: z.enum(['W', 'L', 'S']).nullable(),
})

/** A game's MVP by WPA (the game page's hero) with his club and his line in the game. */
export const gameMvpSchema = z.object({
  playerId: z.string(), name: z.string(), team: z.enum(TEAM_CODES), role, wpa: z.number(),
  line: z.discriminatedUnion('role', [batterLineSchema, pitcherLineSchema]),
})
export type GameMvpDto = z.infer<typeof gameMvpSchema>

const club = z.object({ team: z.enum(TEAM_CODES), runs: count })

/** One game of the day: enough for its matchup, score and status line, and its MVP (null without win values). */
export const dailyMvpGameSchema = z.object({
  id: z.string(), kind: z.enum(GAME_KINDS), status: z.enum(['final', 'tie']), innings: z.number().int(), away: club, home: club, mvp: gameMvpSchema.nullable(),
})
export type DailyMvpGame = z.infer<typeof dailyMvpGameSchema>

export const dailyMvpsSchema = z.object({ date: z.string(), games: z.array(dailyMvpGameSchema) })
export type DailyMvps = z.infer<typeof dailyMvpsSchema>

/** A player's WPA over the month for one club; `pa` is PA for a batter, BF for a pitcher; `games` those he batted or pitched in. */
export const wpaLeaderSchema = z.object({
  rank: z.number().int().positive(), role, playerId: z.string(), name: z.string(), team: z.enum(TEAM_CODES), wpa: z.number(), pa: count, games: count,
})
export type WpaLeader = z.infer<typeof wpaLeaderSchema>

export const leagueWpaLeadersSchema = z.object({ league: z.enum(['central', 'pacific']), batters: z.array(wpaLeaderSchema), pitchers: z.array(wpaLeaderSchema) })
export type LeagueWpaLeadersDto = z.infer<typeof leagueWpaLeadersSchema>

/** A month's regular-season WPA leaders, per league. */
export const monthlyWpaLeadersSchema = z.object({ month: monthSchema, leagues: z.array(leagueWpaLeadersSchema) })
export type MonthlyWpaLeaders = z.infer<typeof monthlyWpaLeadersSchema>

/** The months with regular-season games, oldest first. */
export const mvpMonthsSchema = z.array(monthSchema)
