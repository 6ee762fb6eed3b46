import type { TeamGameInput } from '@/lib/domain/simulation/game'
import type { SimGame } from '@/lib/domain/simulation/game-records'
import { createLeague } from '@/lib/domain/simulation/league'
import { createRng } from '@/lib/domain/simulation/rng'
import { seasonContext } from '@/lib/domain/simulation/season'
import { teamForDay } from '@/lib/domain/simulation/team-day'
import type { HomeWeLookup } from '@/lib/domain/sabermetrics/win-expectancy-after'
import type { MatchQuery } from './stream-query'
import { playStreamGame } from './stream-game'

/** Two clubs of a generated league (the simulator's own rosters), for tests that need real-looking games without a database. */
const league = createLeague(createRng(3).fork('league'), 2025)
const context = seasonContext(league, 2025)

function clubInput(team: 'g' | 't' | 'h', useDh: boolean): TeamGameInput {
  const roster = context.rosters.get(team)
  if (!roster) throw new Error(`no roster for ${team}`)
  return teamForDay(createRng(1), roster, { lastStart: new Map(), appearances: new Map(), injuredUntil: new Map() }, 0, useDh)
}

export const SAMPLE_AWAY = clubInput('t', false)
export const SAMPLE_HOME = clubInput('g', false)
export const SAMPLE_DH_AWAY = clubInput('t', true)
export const SAMPLE_DH_HOME = clubInput('h', true)

export const sampleQuery = (seed: number): MatchQuery => ({ season: 2025, away: 't', home: 'g', park: 'g', seed, awayStarter: null, homeStarter: null })

/** Games of the pairing for seeds 1…count, half of them with the DH. */
export function sampleGames(count: number): SimGame[] {
  return Array.from({ length: count }, (_, index) =>
    index % 2 === 0 ? playStreamGame(sampleQuery(index + 1), SAMPLE_AWAY, SAMPLE_HOME) : playStreamGame({ ...sampleQuery(index + 1), home: 'h', park: 'h' }, SAMPLE_DH_AWAY, SAMPLE_DH_HOME),
  )
}

/** Names as ids with a prefix: enough to see that text uses them. */
export const nameOf = (id: string) => `選手${id}`

/** A flat 50% table: the end-of-game rules in win-expectancy-after.ts still settle the last WE. */
export const EVEN_LOOKUP: HomeWeLookup = () => 0.5
