import { readSimDatabase } from '@/lib/data/testing/sim-database'
import { gameDetailFrom } from './game-detail'

test('every simulated 2025 game: the line score adds up to the runs, and the winner’s record to date counts this win', () => {
  const problems = readSimDatabase((db) => {
    const ids = db.prepare<[], { id: string }>('SELECT id FROM games WHERE season = 2025 ORDER BY id').all().map((row) => row.id)
    expect(ids.length).toBeGreaterThan(850)
    return ids.flatMap((id) => {
      const game = gameDetailFrom(db, id)
      if (!game) return [`${id}: missing`]
      const runs = (line: readonly (number | null)[]) => line.reduce<number>((total, inning) => total + (inning ?? 0), 0)
      const ok = runs(game.away.line) === game.away.runs && runs(game.home.line) === game.home.runs && (game.win === null || game.win.wins >= 1) && (game.status === 'tie') === (game.win === null)
      return ok ? [] : [`${id}: ${JSON.stringify({ away: game.away, home: game.home, win: game.win })}`]
    })
  })
  expect(problems).toEqual([])
})

test('the season’s home-run leader’s last home run carries his season total as its 号, and a record to date never runs past the season’s', () => {
  readSimDatabase((db) => {
    const leader = db.prepare<[], { player_id: string; hr: number }>("SELECT player_id, SUM(hr) AS hr FROM player_season_batting WHERE season = 2025 GROUP BY player_id ORDER BY hr DESC, player_id LIMIT 1").get()
    const last = db.prepare<[string], { game_id: string }>(
      "SELECT p.game_id FROM plate_appearances p CROSS JOIN games g ON g.id = p.game_id WHERE p.batter_id = ? AND p.result = 'HR' AND g.season = 2025 AND g.kind IN ('regular', 'interleague') ORDER BY g.date DESC, p.game_id DESC, p.seq DESC LIMIT 1",
    ).get(leader?.player_id ?? '')
    const game = gameDetailFrom(db, last?.game_id ?? '')
    const his = game?.homeRuns.filter((hr) => hr.batterId === leader?.player_id) ?? []
    expect(his.at(-1)?.seasonNumber).toBe(leader?.hr)
    // Two in one game are consecutive numbers.
    expect(his.map((hr) => hr.seasonNumber)).toEqual(his.map((_, index) => (leader?.hr ?? 0) - his.length + 1 + index))
    const pitcher = db.prepare<[], { player_id: string; w: number }>("SELECT player_id, SUM(w) AS w FROM player_season_pitching WHERE season = 2025 GROUP BY player_id ORDER BY w DESC, player_id LIMIT 1").get()
    const lastWin = db.prepare<[string], { id: string }>("SELECT id FROM games WHERE season = 2025 AND kind IN ('regular', 'interleague') AND win_pitcher = ? ORDER BY date DESC, id DESC LIMIT 1").get(pitcher?.player_id ?? '')
    expect(gameDetailFrom(db, lastWin?.id ?? '')?.win?.wins).toBe(pitcher?.w)
  })
})

test('an unknown game has no detail', () => {
  expect(readSimDatabase((db) => gameDetailFrom(db, '20250101-g-t-01'))).toBeNull()
})
