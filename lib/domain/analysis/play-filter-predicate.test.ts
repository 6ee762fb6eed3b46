import type { PlayFilter } from './play-filter-fields'
import { fixtureBlock } from './play-filter-fixture'
import { playChecks, playPredicate, type PlayScope } from './play-filter-predicate'
import type { PlayRow } from './play-filter-columns'

/** The seqs (1-based positions) of the rows a filter keeps. */
function kept(rows: readonly Partial<PlayRow>[], filter: PlayFilter, scope: PlayScope = { side: 'batting' }): number[] {
  const block = fixtureBlock(rows)
  const checks = playChecks(block, filter, scope)
  if (checks === null) return []
  const keep = playPredicate(checks)
  return Array.from({ length: block.size }, (_, i) => i).filter(keep).map((i) => i + 1)
}

test('no filter keeps every PA, with no check to run', () => {
  const block = fixtureBlock([{}, {}, {}])
  expect(playChecks(block, {}, { side: 'batting' })).toEqual([])
  expect(kept([{}, {}, {}], {})).toEqual([1, 2, 3])
})

test('each filter becomes one check: 満塁・二死・代打 is three', () => {
  const block = fixtureBlock([{}])
  expect(playChecks(block, { bases: '7', outs: '2', ph: true }, { side: 'batting' })).toHaveLength(3)
})

test('bases: an exact state by its bitmask, any runner, or 得点圏 (a runner on second or third)', () => {
  const rows = [0, 1, 2, 3, 4, 5, 6, 7].map((bases) => ({ bases }))
  expect(kept(rows, { bases: '7' })).toEqual([8])
  expect(kept(rows, { bases: '5' })).toEqual([6])
  expect(kept(rows, { bases: '0' })).toEqual([1])
  expect(kept(rows, { bases: 'on' })).toEqual([2, 3, 4, 5, 6, 7, 8])
  expect(kept(rows, { bases: 'risp' })).toEqual([3, 4, 5, 6, 7, 8])
})

test('outs and innings: one inning, a three-inning group, or 延長 from the 10th', () => {
  const rows = [1, 3, 4, 7, 9, 10, 12].map((inning, index) => ({ inning, outs: index % 3 }))
  expect(kept(rows, { outs: '2' })).toEqual([3, 6])
  expect(kept(rows, { inning: '9' })).toEqual([5])
  expect(kept(rows, { inning: '1-3' })).toEqual([1, 2])
  expect(kept(rows, { inning: '7-9' })).toEqual([4, 5])
  expect(kept(rows, { inning: 'extra' })).toEqual([6, 7])
})

test('margin reads the side’s club: the batting club’s lead, or for a pitcher the fielding club’s; ±4 means 4 or more', () => {
  const rows = [-6, -4, -1, 0, 1, 3, 5].map((margin) => ({ margin }))
  expect(kept(rows, { margin: '1' })).toEqual([5])
  expect(kept(rows, { margin: '1' }, { side: 'pitching' })).toEqual([3])
  expect(kept(rows, { margin: '-4' })).toEqual([1, 2])
  expect(kept(rows, { margin: '4' })).toEqual([7])
  expect(kept(rows, { margin: '4' }, { side: 'pitching' })).toEqual([1, 2])
  expect(kept(rows, { margin: '0' })).toEqual([4])
  expect(kept(rows, { margin: 'lead' })).toEqual([5, 6, 7])
  expect(kept(rows, { margin: 'behind' }, { side: 'pitching' })).toEqual([5, 6, 7])
})

test('count: the stored count exactly, or the split groups; a PA without a count is in none', () => {
  const counts: [number | null, number | null][] = [[0, 0], [3, 2], [3, 1], [1, 2], [2, 2], [null, null]]
  const rows = counts.map(([balls, strikes]) => ({ balls, strikes }))
  expect(kept(rows, { count: '3-2' })).toEqual([2])
  expect(kept(rows, { count: '0-0' })).toEqual([1])
  expect(kept(rows, { count: 'ahead' })).toEqual([2, 3])
  expect(kept(rows, { count: 'even' })).toEqual([1, 5])
  expect(kept(rows, { count: 'behind' })).toEqual([4])
  expect(kept(rows, { count: 'two-strikes' })).toEqual([2, 4, 5])
})

test('first pitch: a ball includes a hit batter; a strike includes a ball put in play (初球ストライク率’s rule); a PA without pitch rows matches none', () => {
  const rows = (['ball', 'hbp', 'called_strike', 'swinging_strike', 'foul', 'in_play', null] as const).map((firstPitch) => ({ firstPitch }))
  expect(kept(rows, { first: 'ball' })).toEqual([1, 2])
  expect(kept(rows, { first: 'strike' })).toEqual([3, 4, 5, 6])
  expect(kept(rows, { first: 'swing' })).toEqual([4, 5, 6])
  expect(kept(rows, { first: 'take' })).toEqual([1, 2, 3])
  expect(kept(rows, { first: 'in_play' })).toEqual([6])
})

test('代打, hands (the side the batter stood on; the pitcher’s hand) and month', () => {
  const rows: Partial<PlayRow>[] = [{ ph: true }, { batterSide: 'L' }, { pitcherHand: 'L', game: 1 }, { batterSide: null, pitcherHand: null }]
  expect(kept(rows, { ph: true })).toEqual([1])
  expect(kept(rows, { bhand: 'L' })).toEqual([2])
  expect(kept(rows, { bhand: 'R' })).toEqual([1, 3])
  expect(kept(rows, { phand: 'L' })).toEqual([3])
  expect(kept(rows, { month: 8 })).toEqual([3])
  expect(kept(rows, { month: 4 })).toEqual([1, 2, 4])
})

test('club and league are the side’s: the batting club (away in the top half) or the fielding club', () => {
  // Game 0: Tigers (t) at Giants (g); game 1: Lions (l) at Hawks (h).
  const rows: Partial<PlayRow>[] = [{ bottom: false }, { bottom: true }, { game: 1, bottom: false }, { game: 1, bottom: true }]
  expect(kept(rows, { team: 't' })).toEqual([1])
  expect(kept(rows, { team: 't' }, { side: 'pitching' })).toEqual([2])
  expect(kept(rows, { team: 'h' })).toEqual([4])
  expect(kept(rows, {}, { side: 'batting', league: 'pacific' })).toEqual([3, 4])
  expect(kept(rows, {}, { side: 'pitching', league: 'central' })).toEqual([1, 2])
})

test('a player is the side’s (batter or pitcher); one the season never saw makes the block answer nothing without a pass', () => {
  const rows: Partial<PlayRow>[] = [{ batter: 0, pitcher: 2 }, { batter: 1, pitcher: 3 }, { batter: 1, pitcher: 2 }]
  expect(kept(rows, { player: '200' })).toEqual([2, 3])
  expect(kept(rows, { player: '900' }, { side: 'pitching' })).toEqual([1, 3])
  expect(kept(rows, { player: '900' })).toEqual([])
  expect(playChecks(fixtureBlock(rows), { player: '555' }, { side: 'batting' })).toBeNull()
})

test('result groups: 安打, 長打, 四球 with 故意四球, 三振 with 振り逃げ, 凡打 with 併殺 and 野手選択', () => {
  const rows = (['1B', '2B', 'HR', 'BB', 'IBB', 'K', 'KWP', 'GO', 'DP', 'FC', 'SF', 'ROE'] as const).map((result) => ({ result }))
  expect(kept(rows, { result: 'hit' })).toEqual([1, 2, 3])
  expect(kept(rows, { result: 'xbh' })).toEqual([2, 3])
  expect(kept(rows, { result: 'BB' })).toEqual([4, 5])
  expect(kept(rows, { result: 'IBB' })).toEqual([5])
  expect(kept(rows, { result: 'K' })).toEqual([6, 7])
  expect(kept(rows, { result: 'out' })).toEqual([8, 9, 10])
  expect(kept(rows, { result: 'DP' })).toEqual([9])
  expect(kept(rows, { result: 'ROE' })).toEqual([12])
})

test('filters combine: 満塁・二死・代打 keeps only the PA that is all three', () => {
  const rows: Partial<PlayRow>[] = [
    { bases: 7, outs: 2, ph: true },
    { bases: 7, outs: 2, ph: false },
    { bases: 7, outs: 1, ph: true },
    { bases: 3, outs: 2, ph: true },
  ]
  expect(kept(rows, { bases: '7', outs: '2', ph: true })).toEqual([1])
})
