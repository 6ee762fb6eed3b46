/**
 * What the importer met and could not read, with how often: the caller reports these (and may
 * refuse the import) instead of the parser dropping them quietly.
 */
export type IkkyuUnknowns = {
  /** result_summary texts that are neither a PA result nor a pitch / pickoff interruption. */
  resultTexts: Record<string, number>
  /** Pitch names outside IKKYU_PITCH_TYPES (the pitch is kept, typed FF). */
  pitchTypes: Record<string, number>
  /** Pitch result texts outside the known set (the pitch is kept, judged from its `kind`). */
  pitchResults: Record<string, number>
}

export function emptyUnknowns(): IkkyuUnknowns {
  return { resultTexts: {}, pitchTypes: {}, pitchResults: {} }
}

export function tally(counts: Record<string, number>, text: string): void {
  counts[text] = (counts[text] ?? 0) + 1
}

export function unknownCount(unknowns: IkkyuUnknowns): number {
  return [unknowns.resultTexts, unknowns.pitchTypes, unknowns.pitchResults]
    .reduce((total, counts) => total + Object.values(counts).reduce((sum, count) => sum + count, 0), 0)
}
