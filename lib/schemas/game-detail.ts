import { z } from 'zod'
import { TEAM_CODES } from '@/lib/domain/teams/teams'
import { GAME_KINDS } from './games'

const inningRuns = z.array(z.number().int().nullable())

/** A pitcher's decision with his season record up to and including this game. */
export const decisionSchema = z.object({ playerId: z.string(), name: z.string(), wins: z.number().int(), losses: z.number().int(), saves: z.number().int(), holds: z.number().int() })
export type Decision = z.infer<typeof decisionSchema>

/** A home run: who hit it off whom, when, with how many on, and his season count to date (「村上 12号」). */
export const gameHomeRunSchema = z.object({
  team: z.enum(TEAM_CODES), batterId: z.string(), batter: z.string(), pitcherId: z.string(), pitcher: z.string(),
  inning: z.number().int(), half: z.enum(['top', 'bottom']), runnersOn: z.number().int().min(0).max(3), seasonNumber: z.number().int().positive(),
})
export type GameHomeRun = z.infer<typeof gameHomeRunSchema>

export const gameDetailSchema = z.object({
  id: z.string(), season: z.number().int(), date: z.string(), kind: z.enum(GAME_KINDS), status: z.enum(['final', 'tie']),
  innings: z.number().int(), venue: z.string().nullable(), attendance: z.number().int().nullable(), umpires: z.string().nullable(),
  source: z.string(),
  away: z.object({ team: z.enum(TEAM_CODES), runs: z.number().int(), hits: z.number().int().nullable(), errors: z.number().int().nullable(), line: inningRuns }),
  home: z.object({ team: z.enum(TEAM_CODES), runs: z.number().int(), hits: z.number().int().nullable(), errors: z.number().int().nullable(), line: inningRuns }),
  win: decisionSchema.nullable(), loss: decisionSchema.nullable(), save: decisionSchema.nullable(), holds: z.array(decisionSchema),
  homeRuns: z.array(gameHomeRunSchema),
  /** Whether the game has pitch-by-pitch rows (simulated and 一球速報 games do; npb.jp files do not). */
  tracked: z.boolean(),
})
export type GameDetail = z.infer<typeof gameDetailSchema>
