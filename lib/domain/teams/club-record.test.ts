import type { ClubGame } from './club-games'
import { clubRecord, clubSplits } from './club-record'

const game = (id: string, opponent: ClubGame['opponent'], atHome: boolean, runs: number, opponentRuns: number): ClubGame => ({ id, date: '2024-05-01', opponent, atHome, runs, opponentRuns })

// The Giants' (g) five games: two at home, three away, one against SoftBank (h, 交流戦), one tie.
const games = [
  game('1', 't', true, 3, 2), // W by one
  game('2', 't', true, 1, 4), // L by three
  game('3', 'd', false, 2, 2), // T
  game('4', 'h', false, 5, 1), // W by four, interleague
  game('5', 'c', false, 0, 1), // L by one
]

test('a record counts wins, losses, ties and runs; 勝率 leaves the tie out (2 / (2 + 2) = .500)', () => {
  expect(clubRecord(games)).toEqual({ games: 5, wins: 2, losses: 2, ties: 1, runsScored: 11, runsAllowed: 10, winPct: 0.5 })
})

test('no decisions give no 勝率 (0-0-1), and no games an empty record', () => {
  expect(clubRecord([game('1', 't', true, 1, 1)]).winPct).toBeNull()
  expect(clubRecord([])).toEqual({ games: 0, wins: 0, losses: 0, ties: 0, runsScored: 0, runsAllowed: 0, winPct: null })
})

test('home, road, 交流戦 and one-run splits; home and road add up to the whole', () => {
  const splits = clubSplits('g', games)
  expect(splits.home).toMatchObject({ games: 2, wins: 1, losses: 1, ties: 0 })
  expect(splits.road).toMatchObject({ games: 3, wins: 1, losses: 1, ties: 1 })
  expect(splits.interleague).toMatchObject({ games: 1, wins: 1, losses: 0, ties: 0, runsScored: 5, runsAllowed: 1 })
  // 3-2 and 0-1: a tie is never a one-run game.
  expect(splits.oneRun).toMatchObject({ games: 2, wins: 1, losses: 1, ties: 0 })
  const total = clubRecord(games)
  for (const key of ['games', 'wins', 'losses', 'ties', 'runsScored', 'runsAllowed'] as const) {
    expect(splits.home[key] + splits.road[key]).toBe(total[key])
  }
})
