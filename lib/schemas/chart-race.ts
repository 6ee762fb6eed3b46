import { z } from 'zod'
import { isRaceStatOf, RACE_SIDES, RACE_STAT_KEYS } from '@/lib/domain/analysis/race-stats'
import { LEAGUE_SCOPES } from '@/lib/domain/game-stats/league-scope'

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

/** A player drawn in the race: id, name, and his clubs as `[from date index, club code]` (a trade adds one). */
export const racePlayerSchema = z.object({
  id: z.string(),
  name: z.string(),
  clubs: z.array(z.tuple([z.number().int().min(0), z.string()])).min(1),
})
export type RacePlayer = z.infer<typeof racePlayerSchema>

/**
 * /analysis/chart-race/{side}'s race of one stat through a season, compact (lib/domain/analysis/race-encoding.ts):
 * the dates with games in the scope, the players who ever make a date's top `top`, and per date
 * their increments as flat pairs `[player index, increment, …]`. Totals are running sums; each
 * date's top is ranked in the browser by the same order the server used.
 */
export const chartRaceSchema = z
  .object({
    season: z.number().int(),
    side: z.enum(RACE_SIDES),
    stat: z.enum(RACE_STAT_KEYS),
    league: z.enum(LEAGUE_SCOPES),
    top: z.number().int().min(1),
    dates: z.array(isoDate),
    players: z.array(racePlayerSchema),
    deltas: z.array(z.array(z.number().int())),
  })
  .refine((race) => isRaceStatOf(race.side, race.stat), { message: 'the stat is not one of the side’s', path: ['stat'] })
  .refine((race) => race.deltas.length === race.dates.length, { message: 'one list of increments per date', path: ['deltas'] })
  .refine((race) => race.deltas.every((pairs) => pairs.length % 2 === 0 && pairs.every((value, index) => index % 2 === 1 || (value >= 0 && value < race.players.length))), {
    message: 'increments are pairs of a sent player’s index and a count',
    path: ['deltas'],
  })
export type ChartRace = z.infer<typeof chartRaceSchema>
