import 'server-only'
import { cache } from 'react'
import { getDatabase, type Db } from '@/lib/data/db'
import { isCalendarDate } from '@/lib/domain/simulation/championship/calendar'
import { seasonScheduleFrom } from './season-schedule'

/** A season's days as the simulation accepts them: opening day to the last game (postseason included). */
export type ChampionshipCalendar = { season: number; first: string; last: string; end: string; midpoint: string }

export function championshipCalendarFrom(db: Db, season: number): ChampionshipCalendar | null {
  const schedule = seasonScheduleFrom(db, season)
  return schedule && { season, first: schedule.first, last: schedule.last, end: schedule.end, midpoint: schedule.midpoint }
}

/** The season's calendar on the server's database; null without one or without the season. */
export const getChampionshipCalendar = cache((season: number): ChampionshipCalendar | null => {
  const db = getDatabase()
  return db ? championshipCalendarFrom(db, season) : null
})

/** Whether a date can be simulated "as of": a real date from opening day to the season's last game. */
export function withinSeason(calendar: ChampionshipCalendar, date: string): boolean {
  return isCalendarDate(date) && date >= calendar.first && date <= calendar.end
}
