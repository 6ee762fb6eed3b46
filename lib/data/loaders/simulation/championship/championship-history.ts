import 'server-only'
import { cache } from 'react'
import { getDatabase, type Db } from '@/lib/data/db'
import { historyDates } from '@/lib/domain/simulation/championship/calendar'
import { simulateChampionship } from '@/lib/domain/simulation/championship/simulate'
import { createRng } from '@/lib/domain/simulation/rng'
import { TEAMS } from '@/lib/domain/teams/teams'
import { championshipHistorySchema, type ChampionshipHistory } from '@/lib/schemas/simulation-championship'
import { championshipSetupFrom } from './championship-setup'
import { perDatabase } from '@/lib/data/loaders/per-database'
import { seasonScheduleFrom } from './season-schedule'

/** Seasons simulated per history date: 2,000 gives P(1st) to about ±1 point (one standard error at 50%). */
export const HISTORY_SEASONS = 2_000

function build(db: Db, season: number, seed: number): ChampionshipHistory | null {
  const schedule = seasonScheduleFrom(db, season)
  if (!schedule) return null
  const points = historyDates(schedule.first, schedule.last).flatMap((date) => {
    const setup = championshipSetupFrom(db, season, date)
    if (!setup) return []
    const counts = simulateChampionship(setup.inputs, HISTORY_SEASONS, createRng(seed).fork(`history-${date}`))
    const first = TEAMS.map((team) => {
      const index = setup.inputs.clubs.findIndex((club) => club.team === team.id)
      return (counts.ranks[index]?.[0] ?? 0) / counts.seasons
    })
    return [{ date, first }]
  })
  return championshipHistorySchema.parse({ season, seed, seasons_per_date: HISTORY_SEASONS, clubs: TEAMS.map((team) => ({ team: team.id, league: team.league })), points })
}

/**
 * P(1st) through the season, weekly (each Monday and the last day), computed on demand and kept
 * per database: about 27 dates × 2,000 seasons, under a second on a cold database.
 */
export const championshipHistoryFrom = perDatabase(build, 16)

export const getChampionshipHistory = cache((season: number, seed: number): ChampionshipHistory | null => {
  const db = getDatabase()
  return db ? championshipHistoryFrom(db, season, seed) : null
})
