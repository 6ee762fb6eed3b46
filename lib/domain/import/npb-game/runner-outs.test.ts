import { chooseOuts } from './runner-outs'

test('a grounder with runners on second and third that leaves first and third: the batter reached, a runner was out', () => {
  // Starts lead first: third, second, batter. Batter-first preference cannot hold (the runner from second cannot end on first).
  expect([...chooseOuts([3, 2, 0], 0b101, 1, [2, 1, 0])]).toEqual([1])
})

test('a double play with a runner on first: the runner and the batter, bases empty after', () => {
  expect([...chooseOuts([1, 0], 0, 2, [1, 0])].sort()).toEqual([0, 1])
})

test('when no choice fits the bases the preference decides', () => {
  expect([...chooseOuts([3, 2], 0b001, 1, [1, 0])]).toEqual([1])
})
