import { countsOfMask, countTransitions, type CountPaSample } from './count-states'

const pa = (outs: number, bases: number, counts: string[], [outsAfter, basesAfter, runs]: [number, number, number]): CountPaSample => ({ outs, bases, counts, outsAfter, basesAfter, runs })

test('each PA counts once for every distinct count it passed through, with its state before and its end', () => {
  const transitions = countTransitions([
    // A single on 1-0: 0-0 and 1-0, ending on first.
    pa(0, 0, ['0-0', '1-0'], [0, 1, 0]),
    // A strikeout 0-0 → 0-1 → 0-2, fouls at 0-2 repeat the count: counted once.
    pa(0, 0, ['0-0', '0-1', '0-2', '0-2'], [1, 0, 0]),
    // Another first-pitch single from the same state.
    pa(0, 0, ['0-0'], [0, 1, 0]),
  ])
  expect(transitions).toEqual([
    { outs: 0, bases: 0, count: '0-0', outsAfter: 0, basesAfter: 1, runs: 0, n: 2 },
    { outs: 0, bases: 0, count: '0-0', outsAfter: 1, basesAfter: 0, runs: 0, n: 1 },
    { outs: 0, bases: 0, count: '0-1', outsAfter: 1, basesAfter: 0, runs: 0, n: 1 },
    { outs: 0, bases: 0, count: '0-2', outsAfter: 1, basesAfter: 0, runs: 0, n: 1 },
    { outs: 0, bases: 0, count: '1-0', outsAfter: 0, basesAfter: 1, runs: 0, n: 1 },
  ])
})

test('a third out ends with the bases cleared, and more than three outs are capped at three', () => {
  // A double play with runners on first and third, one out: the run does not count in our data, the bases are empty.
  const [ended] = countTransitions([pa(1, 5, ['0-0'], [3, 5, 0])])
  expect(ended).toEqual({ outs: 1, bases: 5, count: '0-0', outsAfter: 3, basesAfter: 0, runs: 0, n: 1 })
  // A bad record of four outs still ends the half.
  expect(countTransitions([pa(2, 0, ['0-0'], [4, 0, 0])])[0]).toMatchObject({ outsAfter: 3, basesAfter: 0 })
})

test('a grand slam from 3-2 with the bases loaded keeps its four runs; every count it passed is listed', () => {
  const counts = ['0-0', '1-0', '1-1', '2-1', '2-2', '3-2']
  const transitions = countTransitions([pa(2, 7, counts, [2, 0, 4])])
  expect(transitions.map((t) => t.count)).toEqual(counts)
  expect(new Set(transitions.map((t) => `${t.outsAfter}/${t.basesAfter}/${t.runs}/${t.n}`))).toEqual(new Set(['2/0/4/1']))
})

test('impossible states and unknown counts add nothing, and input order does not matter', () => {
  const samples = [pa(3, 0, ['0-0'], [3, 0, 0]), pa(0, 8, ['0-0'], [1, 0, 0]), pa(0, 0, ['4-0', '0-3', ''], [0, 1, 0]), pa(1, 0, ['0-0'], [0, 0, 0]), pa(0, 0, ['0-0'], [0, 1, -1])]
  expect(countTransitions(samples)).toEqual([])
  const valid = [pa(0, 1, ['0-0', '1-0'], [0, 3, 0]), pa(2, 6, ['0-0'], [3, 0, 0]), pa(0, 1, ['0-0'], [1, 2, 0])]
  expect(countTransitions([...valid].reverse())).toEqual(countTransitions(valid))
})

test('a count bitmask (bit balls × 3 + strikes) reads back as the counts it holds', () => {
  expect(countsOfMask(1)).toEqual(['0-0'])
  // 0-0 (bit 0), 1-0 (bit 3), 1-1 (bit 4), 3-2 (bit 11)
  expect(countsOfMask(1 + 8 + 16 + 2048)).toEqual(['0-0', '1-0', '1-1', '3-2'])
  // A count past 3-2 (bit 12) is none of the twelve.
  expect(countsOfMask(4096 + 1)).toEqual(['0-0'])
  expect(countsOfMask(0)).toEqual([])
})
