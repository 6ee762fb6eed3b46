import type { ValuePa } from './value-pa'

/** A PA for tests: a leadoff ground out by the visitors in the first, worth +0.02 to the home side (an out for the visitors) at LI 1, unless told otherwise. */
export function valuePa(overrides: Partial<ValuePa> = {}): ValuePa {
  return {
    gameId: 'g1', seq: 1, inning: 1, half: 'top', batterId: 'b1', pitcherId: 'p1', home: 'g', away: 't',
    outsBefore: 0, basesBefore: 0, outsAfter: 1, basesAfter: 0, runsOnPlay: 0, result: 'GO', wpa: 0.02, li: 1,
    ...overrides,
  }
}
