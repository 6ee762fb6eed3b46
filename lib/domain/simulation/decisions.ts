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

/** Rule 9.19: lead ≤ 3 and an inning pitched, or the tying run on base/at bat/on deck, or 3 innings. */
function isSave(stint: PitcherStint): boolean {
  const lead = stint.entryLead
  return (lead > 0 && lead <= 3 && stint.outs >= 3) || (lead > 0 && lead <= stint.entryRunners + 2) || (lead > 0 && stint.outs >= 9)
}

/** Whether one of the runs charged to him tied the game or put the other side ahead. */
function costTheLead(stint: PitcherStint, runs: readonly RunEvent[]): boolean {
  return runs.some((run) => {
    if (run.chargedPitcherId !== stint.pitcherId) return false
    const lead = stint.side === 'home' ? run.homeAfter - run.awayAfter : run.awayAfter - run.homeAfter
    return lead <= 0
  })
}

/**
 * NPB's hold (セ・パ両リーグ, 2005): a reliever who is not the finishing pitcher, records an out, is
 * neither W, L nor S, and whose charged runs — also those scoring after he left — never tie the
 * game or put the other side ahead; and who either entered with the lead in a save situation
 * (Rule 9.19's three ways) and left with it, or entered in a tie and left it tied without
 * allowing a run, or left with a lead his side took while he pitched.
 */
function isHold(stint: PitcherStint, runs: readonly RunEvent[]): boolean {
  if (costTheLead(stint, runs)) return false
  if (stint.entryLead > 0) return isSave(stint) && stint.exitLead > 0
  if (stint.entryLead < 0) return false
  return stint.exitLead > 0 || (stint.exitLead === 0 && stint.runsCharged === 0)
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
  // A tie has no winner, loser or save, but its holds count (NPB records them whatever the result).
  if (homeRuns === awayRuns) return { win: null, loss: null, save: null, holds: holdsOf(stints, runs, [null, null, null]) }
  const winner = homeRuns > awayRuns ? 'home' : 'away'
  const goAhead = findGoAhead(runs, winner)
  const winnerStints = stints.filter((stint) => stint.side === winner)
  let win = goAhead?.pitcherOfRecordId ?? winnerStints[0]?.pitcherId ?? null
  const winStint = winnerStints.find((stint) => stint.pitcherId === win)
  if (winStint?.starter && winStint.outs < 15) {
    const relievers = winnerStints.filter((stint) => !stint.starter)
    // 9.17(b): the most effective reliever; NPB's scorers weigh innings first, then what was allowed.
    const best = [...relievers].sort((a, b) => b.outs - a.outs || a.runsCharged - b.runsCharged)[0]
    if (best) win = best.pitcherId
  }
  const loss = goAhead?.chargedPitcherId ?? null
  const finisher = winnerStints[winnerStints.length - 1]
  const save = finisher && finisher.pitcherId !== win && finisher.outs >= 1 && isSave(finisher) ? finisher.pitcherId : null
  return { win, loss, save, holds: holdsOf(stints, runs, [win, loss, save]) }
}

function holdsOf(stints: readonly PitcherStint[], runs: readonly RunEvent[], decided: readonly (string | null)[]): string[] {
  const lastOfSide = new Set(['home', 'away'].map((side) => stints.filter((stint) => stint.side === side).at(-1)?.pitcherId))
  return stints
    .filter((stint) => !stint.starter && stint.outs >= 1 && !lastOfSide.has(stint.pitcherId) && !decided.includes(stint.pitcherId))
    .filter((stint) => isHold(stint, runs))
    .map((stint) => stint.pitcherId)
}
