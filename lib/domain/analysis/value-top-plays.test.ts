import { topPlays, type ValuePlay } from './value-top-plays'

const play = (gameId: string, seq: number, value: number): ValuePlay => ({ board: 'wpa', side: 'batting', gameId, seq, playerId: 'b', team: 'g', value })

test('keeps the best plays offered, ties in game order, whatever order they come in', () => {
  const offers = [play('g2', 5, 0.3), play('g1', 9, 0.1), play('g1', 2, 0.5), play('g1', 7, 0.3), play('g3', 1, 0.2)]
  for (const order of [offers, [...offers].reverse()]) {
    const top = topPlays(3)
    for (const offer of order) if (top.admits(offer.value)) top.offer(offer)
    expect(top.list().map((p) => [p.gameId, p.seq, p.value])).toEqual([['g1', 2, 0.5], ['g1', 7, 0.3], ['g2', 5, 0.3]])
  }
})

test('a full list admits only values that reach its last one', () => {
  const top = topPlays(1)
  expect(top.admits(-5)).toBe(true)
  top.offer(play('g1', 1, 0.2))
  expect([top.admits(0.1), top.admits(0.2), top.admits(0.3)]).toEqual([false, true, true])
})
