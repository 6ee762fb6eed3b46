import { SIMULATED_CARD_NOTICE } from '@/lib/domain/players/player-card'
import { gameCardCharacters, gameCardImage, gameCardPath, gameCardText, inningCellWidth, LINE_SCORE_COLUMNS } from './game-card'
import { SAMPLE_GAME } from './sample-game.fixture'

describe('gameCardText', () => {
  test('広島 3-2 DeNA: date, venue, status, the visitors first in their home colours, the line with R H E, W/L/S with records', () => {
    expect(gameCardText({ game: SAMPLE_GAME, simulated: true })).toEqual({
      date: '2025年6月1日',
      venue: '横浜スタジアム',
      status: '試合終了',
      clubs: [
        { name: '広島', background: '#E60012', text: '#FFFFFF', innings: ['0', '1', '0', '0', '2', '0', '0', '0', '0'], runs: '3', hits: '8', errors: '0', lost: false },
        { name: 'DeNA', background: '#0055A5', text: '#FFFFFF', innings: ['0', '0', '0', '1', '0', '0', '0', '1', '0'], runs: '2', hits: '7', errors: '1', lost: true },
      ],
      innings: ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
      decisions: [
        { label: '勝', name: '森下 暢仁', record: '5勝2敗' },
        { label: '敗', name: '東 克樹', record: '4勝3敗' },
        { label: 'S', name: '栗林 良吏', record: '1勝1敗12S' },
      ],
      notice: SIMULATED_CARD_NOTICE,
    })
  })

  test("a walk-off prints 「1x」, a home win's unplayed half 'x'; a source without hits and errors shows '-'", () => {
    const walkOff = { ...SAMPLE_GAME, home: { ...SAMPLE_GAME.home, runs: 4, line: [0, 0, 0, 1, 0, 0, 0, 1, 2], hits: null, errors: null } }
    const [away, home] = gameCardText({ game: walkOff, simulated: false }).clubs
    expect([home.innings.at(-1), home.hits, home.errors, home.lost, away.lost]).toEqual(['2x', '-', '-', false, true])
    const unplayed = { ...SAMPLE_GAME, home: { ...SAMPLE_GAME.home, runs: 4, line: [0, 0, 0, 1, 0, 0, 0, 3, null] } }
    expect(gameCardText({ game: unplayed, simulated: false }).clubs[1].innings.at(-1)).toBe('x')
  })

  test('a 12-inning tie: twelve columns, nobody lost, no decisions, no notice on imported data', () => {
    const line = Array.from({ length: 12 }, () => 0)
    const tie = { ...SAMPLE_GAME, status: 'tie' as const, innings: 12, away: { ...SAMPLE_GAME.away, runs: 0, line }, home: { ...SAMPLE_GAME.home, runs: 0, line }, win: null, loss: null, save: null }
    const text = gameCardText({ game: tie, simulated: false })
    expect([text.status, text.innings.length, text.clubs.map((club) => club.lost), text.decisions, text.notice]).toEqual(['延長12回 引き分け', 12, [false, false], [], null])
  })
})

test('the innings share what the club column and R H E leave of 1,104 px, at most 72 px each: 12 innings still fit', () => {
  // 1104 − 184 − 3 × 76 = 692; 692 / 9 = 76.9 → 72 (the cap); 692 / 12 = 57.7 → 57.
  expect([inningCellWidth(9), inningCellWidth(10), inningCellWidth(12)]).toEqual([72, 69, 57])
  expect(LINE_SCORE_COLUMNS.club + 3 * LINE_SCORE_COLUMNS.total + 12 * inningCellWidth(12)).toBeLessThanOrEqual(1104)
})

test("the page's og:image is the card at /og/games/{id}, 1200×630, its alt the matchup and score", () => {
  expect(gameCardPath('20250601-db-c-01')).toBe('/og/games/20250601-db-c-01')
  expect(gameCardImage(SAMPLE_GAME)).toEqual({ url: '/og/games/20250601-db-c-01', width: 1200, height: 630, alt: '2025年6月1日 広島 vs DeNA 3-2（スコアとイニングスコア）' })
})

test('the font subsets are picked from every character drawn, the site name and R H E included', () => {
  const characters = gameCardCharacters(gameCardText({ game: SAMPLE_GAME, simulated: true }), 'NPBデータバンク')
  for (const part of ['2025年6月1日', '横浜スタジアム', '試合終了', '広島', 'DeNA', '森下 暢仁', '1勝1敗12S', 'NPBデータバンク', 'RHE', SIMULATED_CARD_NOTICE]) expect(characters).toContain(part)
})
