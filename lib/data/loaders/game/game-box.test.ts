import { readSimDatabase } from '@/lib/data/testing/sim-database'
import type { ClubBox } from '@/lib/schemas/game-box'
import { gameBoxFrom } from './game-box'

type Game = { id: string; home_runs: number; away_runs: number; home_hits: number; away_hits: number; innings: number }

const batting = (club: ClubBox, key: 'r' | 'h') => club.batting.reduce((total, line) => total + line[key], 0)
const pitching = (club: ClubBox, key: 'outs' | 'r' | 'er') => club.pitching.reduce((total, line) => total + line[key], 0)

test('every simulated 2025 game: the box’s runs and hits equal the line score’s, the pitchers’ runs the other club’s, their outs the innings played', () => {
  const problems = readSimDatabase((db) => {
    const games = db.prepare<[], Game>("SELECT id, home_runs, away_runs, home_hits, away_hits, innings FROM games WHERE season = 2025").all()
    expect(games.length).toBeGreaterThan(850)
    return games.flatMap((game) => {
      const box = gameBoxFrom(db, game.id)
      if (!box) return [`${game.id}: no box`]
      const { away, home } = box
      const found = {
        runs: [batting(away, 'r'), batting(home, 'r')], hits: [batting(away, 'h'), batting(home, 'h')],
        allowed: [pitching(home, 'r'), pitching(away, 'r')],
        // Every top half is played out; the last bottom half may be a walk-off or not played at all.
        homeOuts: pitching(home, 'outs') === 3 * game.innings,
        awayOuts: pitching(away, 'outs') >= 3 * (game.innings - 1) && pitching(away, 'outs') <= 3 * game.innings,
        earned: pitching(home, 'er') <= pitching(home, 'r') && pitching(away, 'er') <= pitching(away, 'r'),
        orders: [away, home].every((club) => club.batting.every((line, index, all) => index === 0 || (line.battingOrder ?? 0) >= (all[index - 1]?.battingOrder ?? 0))),
      }
      const expected = { runs: [game.away_runs, game.home_runs], hits: [game.away_hits, game.home_hits], allowed: [game.away_runs, game.home_runs], homeOuts: true, awayOuts: true, earned: true, orders: true }
      return JSON.stringify(found) === JSON.stringify(expected) ? [] : [`${game.id}: ${JSON.stringify(found)}`]
    })
  })
  expect(problems).toEqual([])
})

test('a box names each decision once, and its starters lead the batting order, nine of them, substitutes after their spot’s starter', () => {
  readSimDatabase((db) => {
    const id = db.prepare<[], { id: string }>("SELECT id FROM games WHERE season = 2025 AND save_pitcher IS NOT NULL ORDER BY id LIMIT 1").get()?.id ?? ''
    const box = gameBoxFrom(db, id)
    expect(box).not.toBeNull()
    if (!box) return
    const decisions = [...box.away.pitching, ...box.home.pitching].map((line) => line.decision).filter((decision) => decision === 'W' || decision === 'L' || decision === 'S')
    expect(decisions.sort()).toEqual(['L', 'S', 'W'])
    for (const club of [box.away, box.home]) {
      expect(club.batting.filter((line) => line.entry === 'starter').map((line) => line.battingOrder)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
      expect(club.pitching[0]?.outs).toBeGreaterThan(0)
      // A substitute follows the starter of his spot: 代打 or 代走 or a defensive change, never a starter.
      const misplaced = club.batting.filter((line, index) => line.entry !== 'starter' && (club.batting[index - 1]?.battingOrder ?? 99) > (line.battingOrder ?? 0))
      expect(misplaced).toEqual([])
    }
  })
})

test('an unknown game has no box', () => {
  expect(readSimDatabase((db) => gameBoxFrom(db, '20250101-g-t-01'))).toBeNull()
})

/** His last regular-season 2025 game with a PA as batter or pitcher. */
function lastGameOf(db: Parameters<Parameters<typeof readSimDatabase>[0]>[0], role: 'batter_id' | 'pitcher_id', player: string) {
  return db
    .prepare<[string], { id: string }>(
      `SELECT g.id FROM plate_appearances p CROSS JOIN games g ON g.id = p.game_id WHERE p.${role} = ? AND g.season = 2025 AND g.kind IN ('regular', 'interleague') ORDER BY g.date DESC, g.id DESC LIMIT 1`,
    )
    .get(player)
}

test('after his last game of the season, a box gives a batter’s season average and a pitcher’s season ERA as the season lines have them', () => {
  readSimDatabase((db) => {
    const batter = db.prepare<[], { player_id: string; h: number; ab: number }>("SELECT player_id, SUM(h) AS h, SUM(ab) AS ab FROM player_season_batting WHERE season = 2025 GROUP BY player_id ORDER BY SUM(pa) DESC, player_id LIMIT 1").get()
    const lastAtBat = lastGameOf(db, 'batter_id', batter?.player_id ?? '')
    const box = gameBoxFrom(db, lastAtBat?.id ?? '')
    const line = [...(box?.away.batting ?? []), ...(box?.home.batting ?? [])].find((row) => row.playerId === batter?.player_id)
    expect(line?.seasonAvg).toBeCloseTo((batter?.h ?? 0) / (batter?.ab ?? 1), 10)
    const pitcher = db.prepare<[], { player_id: string; er: number; outs: number }>("SELECT player_id, SUM(er) AS er, SUM(outs) AS outs FROM player_season_pitching WHERE season = 2025 GROUP BY player_id ORDER BY SUM(outs) DESC, player_id LIMIT 1").get()
    const lastOuting = lastGameOf(db, 'pitcher_id', pitcher?.player_id ?? '')
    const pitched = gameBoxFrom(db, lastOuting?.id ?? '')
    const own = [...(pitched?.away.pitching ?? []), ...(pitched?.home.pitching ?? [])].find((row) => row.playerId === pitcher?.player_id)
    expect(own?.seasonEra).toBeCloseTo(((pitcher?.er ?? 0) * 27) / (pitcher?.outs ?? 1), 10)
  })
})
