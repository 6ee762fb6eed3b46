import { SAMPLE_GAME } from './sample-game.fixture'
import { eventStartDate, gameResultSentence, sportsEventStructuredData } from './sports-event'

const carp = { '@type': 'SportsTeam', name: '広島東洋カープ', url: 'https://npb-databank.jp/teams/c/info' }
const baystars = { '@type': 'SportsTeam', name: '横浜DeNAベイスターズ', url: 'https://npb-databank.jp/teams/db/info' }

test('a finished game (広島 3-2 DeNA, 2025年6月1日) is a SportsEvent with both clubs, the venue, the date and its result in words', () => {
  expect(sportsEventStructuredData(SAMPLE_GAME)).toEqual({
    '@type': 'SportsEvent',
    '@id': 'https://npb-databank.jp/games/20250601-db-c-01#game',
    name: '2025年6月1日 広島 対 DeNA',
    description: '広島 3-2 DeNA（試合終了）。広島の勝利。勝利投手: 森下 暢仁、敗戦投手: 東 克樹、セーブ: 栗林 良吏。',
    url: 'https://npb-databank.jp/games/20250601-db-c-01',
    image: 'https://npb-databank.jp/og/games/20250601-db-c-01',
    sport: 'Baseball',
    startDate: '2025-06-01',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'Place', name: '横浜スタジアム', address: { '@type': 'PostalAddress', addressCountry: 'JP' } },
    awayTeam: carp,
    homeTeam: baystars,
  })
})

test('a known start time makes startDate a Japan-time instant; without one it stays the date', () => {
  expect(eventStartDate('2025-06-01', '18:00')).toBe('2025-06-01T18:00:00+09:00')
  expect(eventStartDate('2025-06-01', '13:30:15')).toBe('2025-06-01T13:30:15+09:00')
  expect(eventStartDate('2025-06-01', null)).toBe('2025-06-01')
  expect(eventStartDate('2025-06-01', '夜')).toBe('2025-06-01')
  expect(sportsEventStructuredData({ ...SAMPLE_GAME, startTime: '18:00' }).startDate).toBe('2025-06-01T18:00:00+09:00')
})

test('a tie names no winner and no pitchers; a game without a venue has no location', () => {
  const tie = { ...SAMPLE_GAME, status: 'tie' as const, innings: 12, home: { ...SAMPLE_GAME.home, runs: 3 }, win: null, loss: null, save: null, venue: null }
  expect(gameResultSentence(tie)).toBe('広島 3-3 DeNA（延長12回 引き分け）。')
  expect(sportsEventStructuredData(tie)).not.toHaveProperty('location')
})

test('a home win without a save names the home club and two pitchers', () => {
  const home = { ...SAMPLE_GAME, home: { ...SAMPLE_GAME.home, runs: 4 }, save: null }
  expect(gameResultSentence(home)).toBe('広島 3-4 DeNA（試合終了）。DeNAの勝利。勝利投手: 森下 暢仁、敗戦投手: 東 克樹。')
})
