import { byUniformNumber, rosterGroup } from './roster-groups'

test('single positions and npb.jp groups fall into 投手・捕手・内野手・外野手', () => {
  expect(['P', 'C', '1B', '2B', '3B', 'SS', 'IF', 'LF', 'CF', 'RF', 'OF'].map(rosterGroup)).toEqual([
    'pitcher', 'catcher', 'infielder', 'infielder', 'infielder', 'infielder', 'infielder', 'outfielder', 'outfielder', 'outfielder', 'outfielder',
  ])
})

test('no position (null, empty, a dash) or 指名打者 alone is unknown, never guessed', () => {
  expect([null, '', '-', 'DH'].map(rosterGroup)).toEqual(['unknown', 'unknown', 'unknown', 'unknown'])
})

test('uniform numbers ascend (0 is a number), players without one go last', () => {
  const players = [{ id: 'c', number: null }, { id: 'b', number: 18 }, { id: 'a', number: 0 }, { id: 'd', number: 18 }]
  expect([...players].sort(byUniformNumber).map((player) => player.id)).toEqual(['a', 'b', 'd', 'c'])
})
