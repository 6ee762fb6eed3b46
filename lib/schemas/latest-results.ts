import { z } from 'zod'
import { gameSummarySchema } from './games'

/** A game of the day with its decisions' pitcher names. */
export const resultGameSchema = gameSummarySchema.extend({
  win_pitcher_name: z.string().nullable(),
  loss_pitcher_name: z.string().nullable(),
  save_pitcher_name: z.string().nullable(),
})
export type ResultGame = z.infer<typeof resultGameSchema>

/** Every game of the last date with games. */
export const latestResultsSchema = z.object({ date: z.string(), games: z.array(resultGameSchema).min(1) })
export type LatestResults = z.infer<typeof latestResultsSchema>
