import { occupiedBases } from '@/lib/domain/bases'

/** Every way to pick `size` of the indexes 0…count-1, in lexicographic order. */
function combinations(count: number, size: number): number[][] {
  if (size === 0) return [[]]
  if (size > count) return []
  const result: number[][] = []
  const pick = (from: number, chosen: number[]) => {
    if (chosen.length === size) {
      result.push(chosen)
      return
    }
    for (let index = from; index < count; index++) pick(index + 1, [...chosen, index])
  }
  pick(0, [])
  return result
}

/**
 * Which of the players still in play (lead runner first, the batter last with start 0) were put
 * out, given where runners stand after the play: those left, in order, take the occupied bases
 * from third down, nobody ends behind the base he started from, and a runner the ball in play
 * forced to run (`forced`) who was not put out stands at least one base further on. Of the choices that fit, the
 * one whose outs come earliest in `preference` wins; when none fits (a state the source mis-keyed)
 * the preference alone decides.
 */
export function chooseOuts(starts: readonly number[], basesAfter: number, outs: number, preference: readonly number[], forced: readonly boolean[] = []): Set<number> {
  const after = occupiedBases(basesAfter).reverse()
  const rank = (index: number) => {
    const at = preference.indexOf(index)
    return at < 0 ? preference.length + index : at
  }
  const fits = combinations(starts.length, outs).filter((out) => {
    const left = starts.flatMap((start, index) => (out.includes(index) ? [] : [{ start, forced: forced[index] === true }]))
    return left.length === after.length && left.every((runner, index) => runner.start + (runner.forced ? 1 : 0) <= (after[index] ?? 0))
  })
  const key = (out: readonly number[]) => out.map(rank).sort((a, b) => a - b)
  const best = fits.sort((a, b) => {
    const [ka, kb] = [key(a), key(b)]
    const differs = ka.findIndex((value, index) => value !== kb[index])
    return differs < 0 ? 0 : (ka[differs] ?? 0) - (kb[differs] ?? 0)
  })[0]
  return new Set(best ?? [...preference].slice(0, Math.max(0, outs)))
}
