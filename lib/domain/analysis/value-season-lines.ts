import { baseOutIndex } from '@/lib/domain/sabermetrics/base-out-state'
import { re24, type RunExpectancyMatrix } from '@/lib/domain/sabermetrics/run-expectancy'
import { addPa, emptyValueLine, type PaRunValues, type ValueLine } from './value-line'
import { creditedWpa, playerOf, sideSign, teamOf, VALUE_SIDES, type ValuePa } from './value-pa'
import { batterKey, type PinchHitTally } from './value-pinch-hit'
import { pitcherKey, type ReliefTally } from './value-relief'
import { topPlays, type ValuePlay } from './value-top-plays'

/**
 * What a board's scope (NPB or one league) values PAs with: its clubs, its run-expectancy matrix
 * and its boLI per base-out state (BASE_OUT_STATES order).
 */
export type ValueScope = { inScope: (team: string) => boolean; matrix: RunExpectancyMatrix; boLi: readonly (number | null)[] }

/**
 * A PA's RE24 on the scope's matrix (RE(after) − RE(before) + runs on the play; the third out ends
 * at RE 0) and the boLI of its start state.
 */
export function paRunValues(pa: ValuePa, scope: Pick<ValueScope, 'matrix' | 'boLi'>): PaRunValues {
  const index = baseOutIndex(pa.outsBefore, pa.basesBefore)
  return {
    re24: re24({ before: { outs: pa.outsBefore, bases: pa.basesBefore }, after: { outs: pa.outsAfter, bases: pa.basesAfter }, runsOnPlay: pa.runsOnPlay, matrix: scope.matrix }),
    boLi: index === null ? null : (scope.boLi[index] ?? null),
  }
}

export type SeasonValues = { lines: ValueLine[]; plays: ValuePlay[] }

/**
 * A season's value lines for one scope: every batter and pitcher of the scope's clubs, per club,
 * from the season's PAs in game order, with the relief and pinch-hit tallies (pitcherKey,
 * batterKey) added in; and the `playCount` best single plays by WPA and by RE24 for each side.
 *
 * @example one PA, a home batter's walk-off single (home WPA +0.4) → his line wpa +0.4, the pitcher's −0.4
 */
export function seasonValueLines(
  pas: readonly ValuePa[],
  scope: ValueScope,
  tallies: { relief: ReadonlyMap<string, ReliefTally>; pinchHit: ReadonlyMap<string, PinchHitTally> },
  playCount = 10,
): SeasonValues {
  const lines = new Map<string, { line: ValueLine; lastGame: string | null }>()
  const tops = VALUE_SIDES.map((side) => ({ side, wpa: topPlays(playCount), re24: topPlays(playCount) }))
  for (const pa of pas) {
    const values = paRunValues(pa, scope)
    for (const { side, wpa: topWpa, re24: topRe24 } of tops) {
      const team = teamOf(pa, side)
      if (!scope.inScope(team)) continue
      const playerId = playerOf(pa, side)
      const key = `${side}\t${playerId}\t${team}`
      let entry = lines.get(key)
      if (!entry) lines.set(key, (entry = { line: emptyValueLine(side, playerId, team), lastGame: null }))
      addPa(entry.line, pa, values, entry.lastGame)
      entry.lastGame = pa.gameId
      const wpa = creditedWpa(pa, side)
      const re = values.re24 === null ? null : sideSign(side) * values.re24
      // Only a play that could make a list is built: a season offers a quarter of a million.
      if (wpa !== null && topWpa.admits(wpa)) topWpa.offer({ board: 'wpa', side, gameId: pa.gameId, seq: pa.seq, playerId, team, value: wpa })
      if (re !== null && topRe24.admits(re)) topRe24.offer({ board: 're24', side, gameId: pa.gameId, seq: pa.seq, playerId, team, value: re })
    }
  }
  const result = [...lines.values()].map(({ line }) => {
    const relief = line.side === 'pitching' ? tallies.relief.get(pitcherKey(line.playerId, line.team)) : undefined
    const pinch = line.side === 'batting' ? tallies.pinchHit.get(batterKey(line.playerId, line.team)) : undefined
    if (relief) Object.assign(line, relief)
    if (pinch) Object.assign(line, { phLiSum: pinch.liSum, phCount: pinch.count })
    return line
  })
  return { lines: result, plays: tops.flatMap((top) => [...top.wpa.list(), ...top.re24.list()]) }
}
