/** A pitcher's stint, seen from his own team: lead > 0 means his team was ahead. */
export type PitcherStint = {
  pitcherId: string
  side: 'home' | 'away'
  starter: boolean
  entryLead: number
  /** Runners on base when he entered; with the lead this decides a save or hold situation. */
  entryRunners: number
  exitLead: number
  outs: number
  runsCharged: number
}

/** A run as it crossed the plate: which side scored, the score after it, who was charged. */
export type RunEvent = {
  side: 'home' | 'away'
  homeAfter: number
  awayAfter: number
  chargedPitcherId: string
  /** The scoring side's own pitcher of record at that moment. */
  pitcherOfRecordId: string
}

export type Decisions = { win: string | null; loss: string | null; save: string | null; holds: string[] }

/** Official-scoring save/hold situation: lead ≤ 3, or the tying run on base, at bat or on deck. */
function saveSituation(lead: number, runners: number): boolean {
  return lead > 0 && (lead <= 3 || lead <= runners + 2)
}

/** Rule 9.19: lead ≤ 3 and an inning pitched, or the tying run on base/at bat/on deck, or 3 innings. */
function isSave(stint: PitcherStint): boolean {
  const lead = stint.entryLead
  return (lead > 0 && lead <= 3 && stint.outs >= 3) || (lead > 0 && lead <= stint.entryRunners + 2) || stint.outs >= 9
}

function findGoAhead(runs: readonly RunEvent[], winner: 'home' | 'away'): RunEvent | null {
  let goAhead: RunEvent | null = null
  for (const run of runs) {
    const winnerScore = winner === 'home' ? run.homeAfter : run.awayAfter
    const loserScore = winner === 'home' ? run.awayAfter : run.homeAfter
    const before = winnerScore - (run.side === winner ? 1 : 0)
    const loserBefore = loserScore - (run.side === winner ? 0 : 1)
    if (run.side === winner && before <= loserBefore && winnerScore > loserScore) goAhead = run
  }
  return goAhead
}

/**
 * W/L/S/H by NPB's scoring rules (公認野球規則 9.17–9.19 and NPB's hold rule): the winner's pitcher
 * of record when his side took the lead for good wins, unless he is a starter short of 5 innings
 * (15 outs), in which case the most effective reliever does; the pitcher charged with that run
 * loses. Ties have no decisions.
 */
export function decidePitchers(stints: readonly PitcherStint[], runs: readonly RunEvent[], homeRuns: number, awayRuns: number): Decisions {
  if (homeRuns === awayRuns) return { win: null, loss: null, save: null, holds: [] }
  const winner = homeRuns > awayRuns ? 'home' : 'away'
  const goAhead = findGoAhead(runs, winner)
  const winnerStints = stints.filter((stint) => stint.side === winner)
  let win = goAhead?.pitcherOfRecordId ?? winnerStints[0]?.pitcherId ?? null
  const winStint = winnerStints.find((stint) => stint.pitcherId === win)
  if (winStint?.starter && winStint.outs < 15) {
    const relievers = winnerStints.filter((stint) => !stint.starter)
    const best = [...relievers].sort((a, b) => a.runsCharged - b.runsCharged || b.outs - a.outs)[0]
    if (best) win = best.pitcherId
  }
  const loss = goAhead?.chargedPitcherId ?? null
  const finisher = winnerStints[winnerStints.length - 1]
  const save = finisher && finisher.pitcherId !== win && finisher.outs >= 1 && isSave(finisher) ? finisher.pitcherId : null
  const lastOfSide = new Set(['home', 'away'].map((side) => stints.filter((stint) => stint.side === side).at(-1)?.pitcherId))
  const holds = stints
    .filter((stint) => !stint.starter && stint.outs >= 1 && !lastOfSide.has(stint.pitcherId))
    .filter((stint) => stint.pitcherId !== win && stint.pitcherId !== loss && stint.pitcherId !== save)
    .filter(
      (stint) =>
        (saveSituation(stint.entryLead, stint.entryRunners) && stint.exitLead > 0) ||
        (stint.entryLead === 0 && stint.runsCharged === 0 && stint.exitLead >= 0),
    )
    .map((stint) => stint.pitcherId)
  return { win, loss, save, holds }
}
