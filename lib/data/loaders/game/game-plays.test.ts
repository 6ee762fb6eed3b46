import { readSimDatabase } from '@/lib/data/testing/sim-database'
import { homeWpaSum } from '@/lib/domain/games/game-swings'
import { gamePlaysFrom } from './game-plays'

type Game = { id: string; home_runs: number; away_runs: number; home_hits: number; away_hits: number; innings: number; opening: number }

const HITS = new Set(['1B', '2B', '3B', 'HR'])

test('every simulated 2025 game: the plays’ runs and hits equal the line score’s, their outs the innings played, and Σ home WPA the final WE less the opening WE', () => {
  const problems = readSimDatabase((db) => {
    const games = db
      .prepare<[], Game>(
        `SELECT g.id, g.home_runs, g.away_runs, g.home_hits, g.away_hits, g.innings, v.we_before AS opening
         FROM games g JOIN pa_values v ON v.game_id = g.id AND v.seq = 1 WHERE g.season = 2025`,
      )
      .all()
    expect(games.length).toBeGreaterThan(850)
    const hitsOf = db.prepare<[string], { seq: number; result: string }>('SELECT seq, result FROM plate_appearances WHERE game_id = ?')
    return games.flatMap((game) => {
      const plays = gamePlaysFrom(db, game.id)
      if (!plays) return [`${game.id}: no plays`]
      const results = new Map(hitsOf.all(game.id).map((row) => [row.seq, row.result]))
      const sum = (half: 'top' | 'bottom', of: (play: { kind: string; seq: number; outs?: number }) => number) =>
        plays.halves.filter((h) => h.half === half).reduce((total, h) => total + h.plays.reduce((inner, play) => inner + of(play), 0), 0)
      const runs = (half: 'top' | 'bottom') => plays.halves.filter((h) => h.half === half).reduce((total, h) => total + h.runs, 0)
      const hits = (half: 'top' | 'bottom') => sum(half, (play) => (play.kind === 'pa' && HITS.has(results.get(play.seq) ?? '') ? 1 : 0))
      const final = game.home_runs > game.away_runs ? 1 : game.home_runs < game.away_runs ? 0 : 0.5
      const found = {
        runs: [runs('top'), runs('bottom')], hits: [hits('top'), hits('bottom')],
        topHalves: plays.halves.filter((h) => h.half === 'top').length,
        wpa: Math.abs(homeWpaSum(plays.halves) - (final - game.opening)) <= 0.001,
        series: plays.series.length > 0 && plays.series.at(-1)?.we === final,
      }
      const expected = { runs: [game.away_runs, game.home_runs], hits: [game.away_hits, game.home_hits], topHalves: game.innings, wpa: true, series: true }
      return JSON.stringify(found) === JSON.stringify(expected) ? [] : [`${game.id}: ${JSON.stringify(found)} Σ=${homeWpaSum(plays.halves)} open=${game.opening}`]
    })
  })
  expect(problems.slice(0, 10)).toEqual([])
})

test('a game’s five biggest plays are its largest |WPA| rows, and its hero’s WPA is the most any batter or pitcher gained', () => {
  readSimDatabase((db) => {
    const id = db.prepare<[], { id: string }>("SELECT id FROM games WHERE season = 2025 AND kind = 'regular' ORDER BY id LIMIT 1").get()?.id ?? ''
    const plays = gamePlaysFrom(db, id)
    if (!plays) throw new Error('no plays')
    const swings = plays.swings.map((swing) => Math.abs(swing.wpa))
    expect(swings).toHaveLength(5)
    expect([...swings].sort((a, b) => b - a)).toEqual(swings)
    const every = plays.halves.flatMap((half) => half.plays.flatMap((play) => (play.kind !== 'pitcher' && play.wpa !== null ? [Math.abs(play.wpa)] : [])))
    expect(Math.max(...every)).toBe(swings[0])
    expect(plays.hero?.wpa).toBeGreaterThan(0)
    expect(plays.names[plays.hero?.playerId ?? '']).toBeTruthy()
  })
})

test('a postseason game has win values too, and an unknown game has no plays', () => {
  readSimDatabase((db) => {
    const id = db.prepare<[], { id: string }>("SELECT id FROM games WHERE kind = 'japan_series' ORDER BY id LIMIT 1").get()?.id ?? ''
    expect(gamePlaysFrom(db, id)?.hero).not.toBeNull()
    expect(gamePlaysFrom(db, '20250101-g-t-01')).toBeNull()
  })
})
