import { TEAMS, type League, type TeamCode } from '@/lib/domain/teams/teams'
import type { Rng } from './rng'

export type ScheduledGame = { date: string; home: TeamCode; away: TeamCode; interleague: boolean }

type Match = { home: TeamCode; away: TeamCode }
type Slot = { matches: Match[]; days: number; interleague: boolean }

/** Circle-method round robin: 5 rounds in which each of 6 teams meets one rival. */
function roundRobin(teams: readonly TeamCode[]): Array<Array<[TeamCode, TeamCode]>> {
  const rest = teams.slice(1)
  const first = teams[0]
  if (first === undefined) return []
  return rest.map((_, round) => {
    const rotated = [...rest.slice(round), ...rest.slice(0, round)]
    const circle = [first, ...rotated]
    return [0, 1, 2].map((index) => [circle[index] ?? first, circle[5 - index] ?? first] as [TeamCode, TeamCode])
  })
}

function leagueTeams(league: League): TeamCode[] {
  return TEAMS.filter((team) => team.league === league).map((team) => team.id)
}

function leagueSlots(rng: Rng, league: League, season: number): { series: Slot[]; singles: Slot[] } {
  const rounds = roundRobin(leagueTeams(league))
  const series: Slot[] = []
  // 8 cycles × 3 games = 24 games per pair, four series at each park.
  for (let cycle = 0; cycle < 8; cycle++) {
    const order = [...rounds].sort(() => rng.next() - 0.5)
    for (const round of order) {
      series.push({ days: 3, interleague: false, matches: round.map(([a, b]) => (cycle % 2 === 0 ? { home: a, away: b } : { home: b, away: a })) })
    }
  }
  // The 25th meeting of each pair: a single game whose park alternates with the season.
  const singles = rounds.map((round, index) => ({
    days: 1,
    interleague: false,
    matches: round.map(([a, b]) => ((season + index) % 2 === 0 ? { home: a, away: b } : { home: b, away: a })),
  }))
  return { series, singles }
}

function interleagueSlots(season: number): Slot[] {
  const central = leagueTeams('central')
  const pacific = leagueTeams('pacific')
  return [0, 1, 2, 3, 4, 5].map((round) => ({
    days: 3,
    interleague: true,
    matches: central.map((team, index) => {
      const rival = pacific[(index + round) % 6] ?? team
      return (round + season) % 2 === 0 ? { home: team, away: rival } : { home: rival, away: team }
    }),
  }))
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** The last Friday of March: NPB's usual opening day. */
function openingDay(season: number): Date {
  const date = new Date(Date.UTC(season, 2, 31))
  while (date.getUTCDay() !== 5) date.setUTCDate(date.getUTCDate() - 1)
  return date
}

/**
 * A season of 143 games per team: 25 against each league rival (eight three-game series plus a
 * single game) and 18 interleague games (one series against each of the other league's six)
 * from late May. Mondays are off; single games fill some of them.
 */
export function generateSchedule(rng: Rng, season: number): ScheduledGame[] {
  const central = leagueSlots(rng.fork('central'), 'central', season)
  const pacific = leagueSlots(rng.fork('pacific'), 'pacific', season)
  const merged: Slot[] = central.series.map((slot, index) => ({ ...slot, matches: [...slot.matches, ...(pacific.series[index]?.matches ?? [])] }))
  const singles: Slot[] = central.singles.map((slot, index) => ({ ...slot, matches: [...slot.matches, ...(pacific.singles[index]?.matches ?? [])] }))
  const slots = [...merged.slice(0, 16), ...interleagueSlots(season), ...merged.slice(16)]
  const games: ScheduledGame[] = []
  const day = openingDay(season)
  let singleIndex = 0
  slots.forEach((slot, index) => {
    for (let game = 0; game < slot.days; game++) {
      if (day.getUTCDay() === 1) day.setUTCDate(day.getUTCDate() + 1)
      for (const match of slot.matches) games.push({ date: isoDate(day), ...match, interleague: slot.interleague })
      day.setUTCDate(day.getUTCDate() + 1)
    }
    // A single game on a Monday every few weeks, and a four-day All-Star break in July.
    if (index % 8 === 7 && singleIndex < singles.length) {
      const single = singles[singleIndex++]
      if (single) for (const match of single.matches) games.push({ date: isoDate(day), ...match, interleague: false })
      day.setUTCDate(day.getUTCDate() + 1)
    }
    if (index === 31) day.setUTCDate(day.getUTCDate() + 4)
    if (index % 4 === 3) day.setUTCDate(day.getUTCDate() + 1)
  })
  for (; singleIndex < singles.length; singleIndex++) {
    const single = singles[singleIndex]
    if (single) for (const match of single.matches) games.push({ date: isoDate(day), ...match, interleague: false })
    day.setUTCDate(day.getUTCDate() + 1)
  }
  return games
}
