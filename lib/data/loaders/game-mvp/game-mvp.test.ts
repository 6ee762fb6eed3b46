import { readSimDatabase } from '@/lib/data/testing/sim-database'
import { gameBoxFrom } from '@/lib/data/loaders/game/game-box'
import { gamePlaysFrom } from '@/lib/data/loaders/game/game-plays'
import { dailyMvpsFrom } from './daily-mvps'
import { monthlyWpaFrom, monthlyWpaTotals } from './monthly-wpa'
import { mvpMonthsFrom } from './mvp-months'

/** The 2025 regular-season day with the most games, and the first day of the Japan Series. */
const BUSY_DAY = "SELECT date FROM games WHERE season = 2025 AND kind IN ('regular', 'interleague') GROUP BY date ORDER BY COUNT(*) DESC, date LIMIT 1"
const SERIES_DAY = "SELECT MIN(date) AS date FROM games WHERE season = 2025 AND kind = 'japan_series'"

test('every game of a busy 2025 day: the daily MVP is the game page’s hero, with the same WPA, and the largest any player gained', () => {
  readSimDatabase((db) => {
    const date = db.prepare<[], { date: string }>(BUSY_DAY).get()?.date ?? ''
    const day = dailyMvpsFrom(db, date)
    const ids = db.prepare<[string], { id: string }>('SELECT id FROM games WHERE date = ? ORDER BY id').all(date).map((row) => row.id)
    expect(day.games.map((game) => game.id)).toEqual(ids)
    expect(ids.length).toBeGreaterThanOrEqual(6)
    for (const game of day.games) {
      const hero = gamePlaysFrom(db, game.id)?.hero
      expect([game.id, game.mvp?.playerId, game.mvp?.role, game.mvp?.wpa]).toEqual([game.id, hero?.playerId, hero?.role, hero?.wpa])
      // Independently, from the stored home-club WPA: the most any batter or pitcher of the game gained.
      const best = db
        .prepare<[string, string], { wpa: number }>(
          `SELECT MAX(wpa) AS wpa FROM (
             SELECT SUM(CASE p.half WHEN 'bottom' THEN v.wpa ELSE -v.wpa END) AS wpa FROM plate_appearances p JOIN pa_values v USING (game_id, seq) WHERE p.game_id = ? GROUP BY p.batter_id
             UNION ALL
             SELECT -SUM(CASE p.half WHEN 'bottom' THEN v.wpa ELSE -v.wpa END) FROM plate_appearances p JOIN pa_values v USING (game_id, seq) WHERE p.game_id = ? GROUP BY p.pitcher_id)`,
        )
        .get(game.id, game.id)?.wpa
      expect(game.mvp?.wpa).toBeCloseTo(best ?? NaN, 4)
    }
  })
})

test('the MVP’s line is his line in the box score, and his club is the one he played for', () => {
  readSimDatabase((db) => {
    const date = db.prepare<[], { date: string }>(BUSY_DAY).get()?.date ?? ''
    const games = dailyMvpsFrom(db, date).games
    // Each MVP's line beside the box score's, in the same keys (a hold is no decision of the line's).
    const pairs = games.map((game) => {
      const mvp = game.mvp
      const box = gameBoxFrom(db, game.id)
      if (!mvp || !box) throw new Error(`${game.id}: no MVP or box`)
      const club = box.away.team === mvp.team ? box.away : box.home
      const batter = club.batting.find((row) => row.playerId === mvp.playerId)
      const pitcher = club.pitching.find((row) => row.playerId === mvp.playerId)
      const boxLine = mvp.line.role === 'batter'
        ? batter && { role: 'batter', pa: batter.pa, ab: batter.ab, h: batter.h, hr: batter.hr, rbi: batter.rbi, bb: batter.bb }
        : pitcher && { role: 'pitcher', bf: pitcher.bf, outs: pitcher.outs, h: pitcher.h, r: pitcher.r, er: pitcher.er, so: pitcher.so, bb: pitcher.bb, decision: pitcher.decision === 'H' ? null : pitcher.decision }
      return { id: game.id, inGame: [game.away.team, game.home.team].includes(mvp.team), mvp: mvp.line, box: boxLine }
    })
    expect(pairs.filter((pair) => !pair.inGame || JSON.stringify(pair.mvp) !== JSON.stringify(pair.box))).toEqual([])
    expect(pairs.length).toBeGreaterThanOrEqual(6)
  })
})

test('a Japan Series day lists its game with its kind and MVP; a day without games lists none', () => {
  readSimDatabase((db) => {
    const date = db.prepare<[], { date: string }>(SERIES_DAY).get()?.date ?? ''
    const [game] = dailyMvpsFrom(db, date).games
    expect(game?.kind).toBe('japan_series')
    expect(game?.mvp?.playerId).toBe(gamePlaysFrom(db, game?.id ?? '')?.hero?.playerId)
    expect(dailyMvpsFrom(db, '2025-01-01')).toEqual({ date: '2025-01-01', games: [] })
  })
})

test('a month’s WPA: batters’ sum over every player is Σ batting-side WPA of its regular-season PAs, pitchers’ its negative; PA and BF add up to the PAs', () => {
  readSimDatabase((db) => {
    const totals = monthlyWpaTotals(db, '2025-07')
    const expected = db
      .prepare<[], { wpa: number; pas: number }>(
        `SELECT SUM(CASE p.half WHEN 'bottom' THEN v.wpa ELSE -v.wpa END) AS wpa, COUNT(*) AS pas
         FROM games g JOIN plate_appearances p ON p.game_id = g.id JOIN pa_values v ON v.game_id = p.game_id AND v.seq = p.seq
         WHERE g.date LIKE '2025-07-%' AND g.kind IN ('regular', 'interleague')`,
      )
      .get()
    const sum = (role: string, key: 'wpa' | 'pa') => totals.filter((row) => row.role === role).reduce((total, row) => total + row[key], 0)
    expect(expected?.pas).toBeGreaterThan(5000)
    expect(sum('batter', 'wpa')).toBeCloseTo(expected?.wpa ?? NaN, 6)
    expect(sum('pitcher', 'wpa')).toBeCloseTo(-(expected?.wpa ?? NaN), 6)
    expect([sum('batter', 'pa'), sum('pitcher', 'pa')]).toEqual([expected?.pas, expected?.pas])
  })
})

test('a month’s leaders: ten per list, most WPA first, each player of a club of the list’s league; postseason-only months are not offered', () => {
  readSimDatabase((db) => {
    const { leagues } = monthlyWpaFrom(db, '2025-07')
    expect(leagues.map((league) => league.league)).toEqual(['central', 'pacific'])
    const central = new Set(['g', 't', 'db', 'c', 's', 'd'])
    for (const league of leagues) {
      for (const list of [league.batters, league.pitchers]) {
        expect(list).toHaveLength(10)
        expect(list.map((row) => row.wpa)).toEqual([...list.map((row) => row.wpa)].sort((a, b) => b - a))
        expect(list.every((row) => central.has(row.team) === (league.league === 'central'))).toBe(true)
        expect(list.every((row) => row.games > 0 && row.pa >= row.games)).toBe(true)
      }
    }
    const months = mvpMonthsFrom(db)
    expect(months).toContain('2025-07')
    expect(months).not.toContain('2025-10')
    expect(months.at(-1)).toBe('2025-09')
  })
})
