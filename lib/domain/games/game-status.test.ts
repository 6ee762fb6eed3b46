import { gameStatusLabel } from './game-status'

test.each([
  [{ kind: 'regular', status: 'final', innings: 9 }, '試合終了'],
  [{ kind: 'regular', status: 'tie', innings: 12 }, '延長12回 引き分け'],
  [{ kind: 'interleague', status: 'final', innings: 10 }, '延長10回 試合終了'],
  [{ kind: 'regular', status: 'final', innings: 7 }, '7回コールド 試合終了'],
  [{ kind: 'japan_series', status: 'final', innings: 9 }, '日本シリーズ 試合終了'],
  [{ kind: 'climax_first', status: 'tie', innings: 12 }, 'CS 1st 延長12回 引き分け'],
] as const)('%o → %s', (game, label) => {
  expect(gameStatusLabel(game)).toBe(label)
})
