import { entryKind, lineupOrder, type LineupStint } from './box-lineup'

const stint = (playerId: string, position: string, battingOrder: number | null, enteredSeq: number, starter = 0): LineupStint => ({ playerId, position, battingOrder, enteredSeq, starter })

test('a spot lists its starter, then whoever came in, in the order they did; a player’s stints stay together in order', () => {
  const order = lineupOrder([
    stint('runner', 'PR', 9, 60), stint('hitter', 'PH', 9, 54), stint('short', 'SS', 2, 0, 1), stint('pitcher', 'P', 9, 0, 1),
    stint('short', '2B', 2, 40, 1), stint('lead', 'CF', 1, 0, 1), stint('short', 'SS', 2, 50, 1),
  ])
  expect(order.map((entry) => [entry.playerId, entry.stints.map((own) => own.position).join('')])).toEqual([
    ['lead', 'CF'], ['short', 'SS2BSS'], ['pitcher', 'P'], ['hitter', 'PH'], ['runner', 'PR'],
  ])
})

test('how a substitute came in, from his first stint', () => {
  expect([stint('a', 'LF', 1, 0, 1), stint('b', 'PH', 1, 30), stint('c', 'PR', 1, 31), stint('d', 'RF', 1, 40)].map(entryKind)).toEqual(['starter', 'pinch_hitter', 'pinch_runner', 'defense'])
})
