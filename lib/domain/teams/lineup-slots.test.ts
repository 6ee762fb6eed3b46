import { slotSummaries, type SlotPa } from './lineup-slots'

const nine = (ids: string) => [...ids].map((playerId) => ({ playerId, position: null }))

test('worked example: slot 1’s OPS from his slot-1 PAs — 1B, HR, BB, K, SF: OBP (2+1+0)/(3+1+0+1) = .600, SLG (1+4)/3 = 1.667, OPS 2.267', () => {
  const pas: SlotPa[] = [
    { slot: 1, playerId: 'a', result: '1B', count: 1 },
    { slot: 1, playerId: 'a', result: 'HR', count: 1 },
    { slot: 1, playerId: 'a', result: 'BB', count: 1 },
    { slot: 1, playerId: 'a', result: 'K', count: 1 },
    { slot: 1, playerId: 'a', result: 'SF', count: 1 },
    // His PAs in slot 2 are not slot 1's.
    { slot: 2, playerId: 'a', result: 'HR', count: 3 },
  ]
  const [first] = slotSummaries([{ slots: nine('abcdefghi') }], pas)
  expect(first?.starters[0]?.playerId).toBe('a')
  expect(first?.starters[0]?.pa).toBe(5)
  expect(first?.starters[0]?.ops).toBeCloseTo(0.6 + 5 / 3, 10)
})

test('a starter without a PA in his slot has no OPS (null, shown as -)', () => {
  const [first] = slotSummaries([{ slots: nine('abcdefghi') }], [])
  expect(first?.starters[0]).toEqual({ playerId: 'a', games: 1, pa: 0, ops: null })
})

test('starters by games, then PAs; past the shown ones the rest are summed; each slot’s games sum to the games played', () => {
  // Slot 1: a ×3, b ×2, then c, d and e once each (d with more PAs than c).
  const games = ['abcdefghi', 'abcdefghi', 'abcdefghi', 'bacdefghi', 'bacdefghi', 'cbadefghi', 'dbcaefghi', 'ebcdafghi'].map((ids) => ({ slots: nine(ids) }))
  const pas: SlotPa[] = [
    { slot: 1, playerId: 'd', result: 'GO', count: 4 },
    { slot: 1, playerId: 'c', result: '2B', count: 1 },
  ]
  const summaries = slotSummaries(games, pas, 3)
  const [first] = summaries
  expect(first?.starters.map((starter) => [starter.playerId, starter.games])).toEqual([['a', 3], ['b', 2], ['d', 1]])
  // c and e are left: 2 games, one PA between them, a double in 1 AB → OBP 1, SLG 2, OPS 3.
  expect(first?.others).toEqual({ players: 2, games: 2, pa: 1, ops: 3 })
  for (const summary of summaries) {
    const listed = summary.starters.reduce((total, starter) => total + starter.games, 0) + (summary.others?.games ?? 0)
    expect([summary.slot, listed, summary.games]).toEqual([summary.slot, games.length, games.length])
  }
})

test('a lone starter past the shown ones is listed rather than summed as 「ほか1人」', () => {
  const games = ['abcdefghi', 'bacdefghi', 'cbadefghi'].map((ids) => ({ slots: nine(ids) }))
  const [first] = slotSummaries(games, [], 2)
  expect(first?.starters.map((starter) => starter.playerId)).toEqual(['a', 'b', 'c'])
  expect(first?.others).toBeNull()
})
