import { matchupLabel, SIDE_ORDER } from './matchup'

test('a game is named visitors first, as its line score reads top to bottom: 阪神 at オリックス is 「阪神 対 オリックス」', () => {
  expect(matchupLabel('阪神', 'オリックス')).toBe('阪神 対 オリックス')
  expect(matchupLabel('阪神', 'オリックス', '対')).toBe('阪神対オリックス')
  expect(SIDE_ORDER).toEqual(['away', 'home'])
})
