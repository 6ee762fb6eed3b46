import type { CanonicalPitch } from '@/lib/domain/canonical-game'
import type { PitchResult, PitchType } from '@/lib/domain/events'
import { normalisePitchLocation } from './pitch-location'
import { ikkyuPitchResult, pitchResultText } from './pitch-result'
import { ikkyuPitchType } from './pitch-type'
import type { IkkyuPitchRow } from './schema'
import { tally, type IkkyuUnknowns } from './unknowns'

/** Stand-ins for a name we do not know; the name itself is tallied in `unknowns`. */
const UNKNOWN_TYPE: PitchType = 'FF'

const RESULT_BY_KIND: Readonly<Record<string, PitchResult>> = { ball: 'ball', strike: 'called_strike', out: 'in_play', hit: 'in_play', bunt: 'in_play' }

function resultOf(row: IkkyuPitchRow, unknowns: IkkyuUnknowns): PitchResult {
  const known = ikkyuPitchResult(row.result)
  if (known) return known
  tally(unknowns.pitchResults, pitchResultText(row.result))
  return RESULT_BY_KIND[row.kind ?? ''] ?? 'ball'
}

/** One entry's pitches with the count before each; a foul with two strikes leaves the count alone. */
export function toCanonicalPitches(rows: readonly IkkyuPitchRow[], unknowns: IkkyuUnknowns): CanonicalPitch[] {
  let balls = 0
  let strikes = 0
  return rows.map((row) => {
    const type = ikkyuPitchType(row.type)
    if (!type) tally(unknowns.pitchTypes, row.type)
    const result = resultOf(row, unknowns)
    const pitch: CanonicalPitch = {
      ballsBefore: balls,
      strikesBefore: strikes,
      type: type ?? UNKNOWN_TYPE,
      speedKmh: row.speed_kmh,
      ...normalisePitchLocation(row.course),
      result,
    }
    if (result === 'ball') balls += 1
    if (result === 'called_strike' || result === 'swinging_strike') strikes += 1
    if (result === 'foul' && strikes < 2) strikes += 1
    return pitch
  })
}
