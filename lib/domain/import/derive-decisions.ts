import type { CanonicalDecisions, CanonicalGame } from '@/lib/domain/canonical-game'
import { decidePitchers, type PitcherStint, type RunEvent } from '@/lib/domain/simulation/decisions'
import { runnersOn } from '@/lib/domain/bases'

type Side = 'home' | 'away'

/**
 * W/L/S/H for an imported game whose source does not record them (npb.jp 2024), by the same
 * scoring rules the simulator's games are decided with: each pitcher's stint is read off the
 * PAs he faced (lead and runners when he came in, lead when he left, outs, runs charged), and
 * each run off the runs-scored list in the order they crossed the plate.
 */
export function deriveDecisions(game: Pick<CanonicalGame, 'pas' | 'runsScored' | 'runnerEvents' | 'stints' | 'home' | 'homeRuns' | 'awayRuns'>): CanonicalDecisions {
  const fieldingSide = (half: 'top' | 'bottom'): Side => (half === 'top' ? 'home' : 'away')
  const lead = (side: Side, home: number, away: number) => (side === 'home' ? home - away : away - home)
  const runnerOuts = new Map<string, number>()
  for (const event of game.runnerEvents) if (event.toBase === 0) runnerOuts.set(event.pitcherId, (runnerOuts.get(event.pitcherId) ?? 0) + 1)
  const charged = new Map<string, number>()
  for (const run of game.runsScored) charged.set(run.pitcherId, (charged.get(run.pitcherId) ?? 0) + 1)

  const stints: PitcherStint[] = game.stints
    .filter((stint) => stint.position === 'P')
    .flatMap((stint) => {
      const side: Side = stint.team === game.home ? 'home' : 'away'
      const faced = game.pas.filter((pa) => pa.pitcherId === stint.playerId && fieldingSide(pa.half) === side)
      const first = faced[0]
      const last = faced.at(-1)
      if (!first || !last) return []
      const after = { home: last.homeScoreBefore + (last.half === 'bottom' ? last.runs : 0), away: last.awayScoreBefore + (last.half === 'top' ? last.runs : 0) }
      return [{
        pitcherId: stint.playerId, side, starter: stint.starter,
        entryLead: lead(side, first.homeScoreBefore, first.awayScoreBefore), entryRunners: runnersOn(first.basesBefore),
        exitLead: lead(side, after.home, after.away),
        outs: faced.reduce((sum, pa) => sum + pa.outsAfter - pa.outsBefore, 0) + (runnerOuts.get(stint.playerId) ?? 0),
        runsCharged: charged.get(stint.playerId) ?? 0,
      }]
    })

  const halfOf = new Map(game.pas.map((pa) => [pa.seq, pa.half]))
  for (const event of game.runnerEvents) if (!halfOf.has(event.paSeq)) halfOf.set(event.paSeq, event.half)
  const starters = new Map(game.stints.filter((stint) => stint.position === 'P' && stint.starter).map((stint) => [stint.team === game.home ? 'home' : 'away', stint.playerId]))
  const score = { home: 0, away: 0 }
  const runs: RunEvent[] = game.runsScored.flatMap((run) => {
    const half = halfOf.get(run.paSeq)
    if (!half) return []
    const side: Side = half === 'top' ? 'away' : 'home'
    score[side] += 1
    // The scoring side's pitcher of record is the last one of theirs to have faced a batter.
    const own = game.pas.filter((pa) => pa.seq <= run.paSeq && fieldingSide(pa.half) === side).at(-1)
    return [{ side, homeAfter: score.home, awayAfter: score.away, chargedPitcherId: run.pitcherId, pitcherOfRecordId: own?.pitcherId ?? starters.get(side) ?? '' }]
  })
  return decidePitchers(stints, runs, game.homeRuns, game.awayRuns)
}
