import { TEAMS } from '@/lib/domain/teams/teams'
import type { ChampionshipClub, ChampionshipInputs, ScheduledGame } from './inputs'

/**
 * Test inputs: the twelve clubs (Central first) at `record` each with .500 strength, no games
 * between them yet, and `remaining` games to play. Tests override what they look at.
 */
export function fixtureInputs(overrides: Partial<ChampionshipInputs> & { club?: (club: ChampionshipClub, index: number) => ChampionshipClub } = {}): ChampionshipInputs {
  const { club = (value) => value, ...rest } = overrides
  const clubs = TEAMS.map((team, index) =>
    club({ team: team.id, league: team.league, wins: 0, losses: 0, ties: 0, leagueWins: 0, leagueLosses: 0, previousRank: (index % 6) + 1, strength: 0.5 }, index),
  )
  return {
    season: 2025,
    clubs,
    headToHeadWins: clubs.flatMap(() => clubs.map(() => 0)),
    remaining: [],
    homeEdge: 0.53,
    tieRate: { central: 0.02, pacific: 0.02 },
    japanSeriesHost: 'pacific',
    ...rest,
  }
}

/** A double round of every league pairing, each club hosting once per pair: 30 games per league. */
export function roundRobin(): ScheduledGame[] {
  const games: ScheduledGame[] = []
  for (const offset of [0, 6])
    for (let a = 0; a < 6; a++)
      for (let b = 0; b < 6; b++) if (a !== b) games.push({ home: offset + a, away: offset + b })
  return games
}
