import { TEAM_BY_CODE, TEAM_CODES, type TeamCode } from '@/lib/domain/teams/teams'
import { simulateGame } from './game'
import type { GameKind, SimGame } from './game-records'
import { activePlayers, type League } from './league'
import { levelInSeason, snapshot } from './league-player'
import { parkFor } from './parks'
import type { Rng } from './rng'
import { generateSchedule } from './schedule'
import { buildSeasonRoster, recordUsage, teamForDay, type PitcherUsage, type SeasonRoster } from './team-day'

export type SeasonContext = { rosters: Map<TeamCode, SeasonRoster>; usage: Map<TeamCode, PitcherUsage> }

/** Mean level of the players who will carry most of the innings (14 pitchers) or PAs (13 hitters) per club. */
function regularsLevel(league: League, season: number, pitchers: boolean): number {
  const levels = TEAM_CODES.flatMap((team) =>
    activePlayers(league, team)
      .filter((player) => (player.pitching !== null) === pitchers)
      .map((player) => levelInSeason(player, season))
      .sort((a, b) => b - a)
      .slice(0, pitchers ? 14 : 13),
  )
  return levels.length === 0 ? 0 : levels.reduce((sum, level) => sum + level, 0) / levels.length
}

export function seasonContext(league: League, season: number): SeasonContext {
  const rosters = new Map<TeamCode, SeasonRoster>()
  const usage = new Map<TeamCode, PitcherUsage>()
  const pitcherLevel = regularsLevel(league, season, true)
  const hitterLevel = regularsLevel(league, season, false)
  for (const team of TEAM_CODES) {
    const players = activePlayers(league, team).map((player) => snapshot(player, season, player.pitching ? pitcherLevel : hitterLevel))
    rosters.set(team, buildSeasonRoster(team, players))
    usage.set(team, { lastStart: new Map(), appearances: new Map(), injuredUntil: new Map() })
  }
  return { rosters, usage }
}

function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000)
}

export type MatchSpec = { date: string; home: TeamCode; away: TeamCode; kind: GameKind; number: number; maxInnings: number | null }

/** Plays one game between two clubs on a date, with today's lineups and rested pitchers. */
export function playMatch(rng: Rng, context: SeasonContext, season: number, match: MatchSpec): SimGame {
  const day = dayNumber(match.date)
  const useDh = TEAM_BY_CODE[match.home].league === 'pacific'
  const side = (team: TeamCode) => {
    const roster = context.rosters.get(team)
    const usage = context.usage.get(team)
    if (!roster || !usage) throw new Error(`no roster for ${team}`)
    return { roster, usage }
  }
  const home = side(match.home)
  const away = side(match.away)
  const park = parkFor(match.home)
  const id = `${match.date.replaceAll('-', '')}-${match.home}-${match.away}-${String(match.number).padStart(2, '0')}`
  const game = simulateGame(rng.fork(id), {
    id,
    season,
    date: match.date,
    kind: match.kind,
    venue: park.venue,
    parkHr: park.homeRunCarry,
    maxInnings: match.maxInnings,
    home: teamForDay(rng, home.roster, home.usage, day, useDh),
    away: teamForDay(rng, away.roster, away.usage, day, useDh),
  })
  recordUsage(home.usage, day, Object.fromEntries(Object.entries(game.pitchCounts).filter(([id]) => home.roster.rotation.concat(home.roster.bullpen).some((p) => p.id === id))))
  recordUsage(away.usage, day, Object.fromEntries(Object.entries(game.pitchCounts).filter(([id]) => away.roster.rotation.concat(away.roster.bullpen).some((p) => p.id === id))))
  return game
}

/** Plays the 858 regular-season games of one season in date order, handing each to `onGame`. */
export function playRegularSeason(rng: Rng, context: SeasonContext, season: number, onGame: (game: SimGame) => void): void {
  for (const scheduled of generateSchedule(rng.fork(`schedule-${season}`), season)) {
    const game = playMatch(rng, context, season, {
      date: scheduled.date,
      home: scheduled.home,
      away: scheduled.away,
      kind: scheduled.interleague ? 'interleague' : 'regular',
      number: 1,
      maxInnings: 12,
    })
    onGame(game)
  }
}
