import { qualifyingOuts } from '@/lib/domain/stats/qualifiers'
import { AWARD_POSITIONS, placesAt, type AwardPosition } from './positions'
import { byRatio, thenBy, topWithTies, type Comparator, type Ratio } from './rank'
import type { FieldingSeason } from './season-lines'

export type GloveWinner = { position: AwardPosition; line: FieldingSeason; value: number }

/** 守備率 = (PO + A) / (PO + A + E). */
export const fieldingPct = (line: FieldingSeason): Ratio => ({ n: line.po + line.a, d: line.po + line.a + line.e })
/** Plays made per out in the field; × 27 it is the range factor per nine innings. */
export const rangeFactor = (line: FieldingSeason): Ratio => ({ n: line.po + line.a, d: Math.max(1, line.outs) })
/** 盗塁阻止率 = CS / (SB + CS); a catcher never run on scores 0 rather than dividing by zero. */
export const caughtStealingPct = (line: FieldingSeason): Ratio => ({ n: line.cs, d: Math.max(1, line.sb + line.cs) })

/**
 * Who may be chosen, as NPB's voting rules require: a pitcher with 規定投球回 (his innings in the
 * field), any other fielder with at least half his club's games at the position (outfield pooled).
 */
export function gloveEligible(line: FieldingSeason): boolean {
  if (line.position === 'DH' || fieldingPct(line).d === 0) return false
  return line.position === 'P' ? line.outs >= qualifyingOuts(line.teamGames) : 2 * line.g >= line.teamGames
}

const FIELDER_ORDER: Comparator<FieldingSeason> = thenBy(byRatio(fieldingPct), byRatio(rangeFactor))
const CATCHER_ORDER: Comparator<FieldingSeason> = thenBy(byRatio(caughtStealingPct), FIELDER_ORDER)

/**
 * Our ゴールデングラブ賞 for one league: at each position the eligible fielder with the best
 * 守備率, ties broken by plays made per inning (range); catchers first by 盗塁阻止率, since nearly
 * every catcher's 守備率 is 1.000. Three outfielders. The value shown is the deciding rate.
 */
export function goldenGlove(fielding: readonly FieldingSeason[]): GloveWinner[] {
  const eligible = fielding.filter(gloveEligible)
  return AWARD_POSITIONS.filter((p) => p !== 'DH').flatMap((position) => {
    const order = position === 'C' ? CATCHER_ORDER : FIELDER_ORDER
    const decider = position === 'C' ? caughtStealingPct : fieldingPct
    return topWithTies(eligible.filter((line) => line.position === position), placesAt(position), order).map((line) => {
      const ratio = decider(line)
      return { position, line, value: ratio.n / ratio.d }
    })
  })
}
