import type { League, TeamCode } from '@/lib/domain/teams/teams'
import { playerValue } from './player-value'
import { byValueDesc, leaders } from './rank'
import type { BattingSeason, PitchingSeason } from './season-lines'

/** A player's whole season in one league, valued in runs above average (batting + pitching). */
export type ValueCandidate = {
  playerId: string
  league: League
  teams: TeamCode[]
  batting: BattingSeason | null
  pitching: PitchingSeason | null
  value: number
}

/** Joins each player's batting and pitching lines of one league and values them. */
export function valueCandidates(batting: readonly BattingSeason[], pitching: readonly PitchingSeason[]): ValueCandidate[] {
  const byPlayer = new Map<string, { batting: BattingSeason | null; pitching: PitchingSeason | null }>()
  for (const line of batting) byPlayer.set(`${line.playerId}|${line.league}`, { batting: line, pitching: null })
  for (const line of pitching) {
    const key = `${line.playerId}|${line.league}`
    byPlayer.set(key, { batting: byPlayer.get(key)?.batting ?? null, pitching: line })
  }
  return [...byPlayer.values()].flatMap(({ batting: b, pitching: p }) => {
    const base = p ?? b
    if (!base) return []
    const teams = [...new Set([...(p?.teams ?? []), ...(b?.teams ?? [])])]
    const value = playerValue({ battingRuns: b?.wraa ?? null, pitchingRuns: p?.runs ?? null })
    return [{ playerId: base.playerId, league: base.league, teams, batting: b, pitching: p, value }]
  })
}

/**
 * Our MVP: the player of the league with the most runs above average — batting runs (wRAA)
 * plus FIP-based pitching runs. Writers weigh the pennant race too; this formula does not.
 * Nobody is chosen when no one is above average; ties share.
 */
export function mostValuable(candidates: readonly ValueCandidate[]): ValueCandidate[] {
  return leaders(
    candidates.filter((c) => c.value > 0),
    byValueDesc((c) => c.value),
  )
}
