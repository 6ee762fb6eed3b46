import type { TeamCode } from '@/lib/domain/teams/teams'
import type { RosterEntry } from './roster-entry'

type Line = { playerId: string | null; name: string; team: TeamCode }

export type UnresolvedPlayer = { name: string; team: TeamCode; reason: 'not-on-roster' | 'ambiguous' }

export type IdResolution = {
  lines: number
  resolved: number
  /** Found only on a neighbouring season's roster (rosters are snapshots; mid-season signings miss them). */
  fromOtherRosters: number
  unresolved: UnresolvedPlayer[]
}

/** Three-digit numbers are developmental (育成) contracts, who cannot play for the first team. */
const isDevelopmental = (entry: RosterEntry) => /^\d{3}$/.test(entry.uniformNumber)

const key = (name: string, team: TeamCode) => `${team}|${name}`

function index(roster: readonly RosterEntry[]): Map<string, RosterEntry[]> {
  const byKey = new Map<string, RosterEntry[]>()
  for (const entry of roster) byKey.set(key(entry.name, entry.team), [...(byKey.get(key(entry.name, entry.team)) ?? []), entry])
  return byKey
}

/** The one id a roster gives a name on a team; a developmental namesake yields to a registered player. */
function candidateIds(entries: readonly RosterEntry[]): string[] {
  const registered = entries.filter((entry) => !isDevelopmental(entry))
  return [...new Set((registered.length > 0 ? registered : entries).map((entry) => entry.playerId))]
}

/**
 * Joins lines to npb.jp ids on (name, team), trying rosters in the order given: the season's own
 * first, then neighbouring seasons'. Names must already be normalised the same way on both sides.
 */
export function resolvePlayerIds<L extends Line>(lines: readonly L[], rosters: ReadonlyArray<readonly RosterEntry[]>): { lines: L[]; ids: IdResolution } {
  const indexes = rosters.map(index)
  const ids: IdResolution = { lines: lines.length, resolved: 0, fromOtherRosters: 0, unresolved: [] }
  const resolved = lines.map((line) => {
    for (const [position, byKey] of indexes.entries()) {
      const candidates = candidateIds(byKey.get(key(line.name, line.team)) ?? [])
      const [only] = candidates
      if (candidates.length > 1) {
        ids.unresolved.push({ name: line.name, team: line.team, reason: 'ambiguous' })
        return line
      }
      if (only !== undefined) {
        ids.resolved++
        if (position > 0) ids.fromOtherRosters++
        return { ...line, playerId: only }
      }
    }
    ids.unresolved.push({ name: line.name, team: line.team, reason: 'not-on-roster' })
    return line
  })
  return { lines: resolved, ids }
}
