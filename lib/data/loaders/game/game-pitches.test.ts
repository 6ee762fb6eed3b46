import { readSimDatabase } from '@/lib/data/testing/sim-database'
import { dramaticGamesFrom } from './dramatic-games'
import { gamePitchesFrom } from './game-pitches'

test('a 2025 simulated month of games: each PA’s pitch WPAs (count-aware WE) sum to the PA’s WPA for the batting side', () => {
  const problems = readSimDatabase((db) => {
    const games = db.prepare<[], { id: string }>("SELECT id FROM games WHERE season = 2025 AND date LIKE '2025-06-%' ORDER BY id").all()
    expect(games.length).toBeGreaterThan(100)
    const pas = db.prepare<[string], { seq: number; half: string; wpa: number }>('SELECT p.seq, p.half, v.wpa FROM plate_appearances p JOIN pa_values v ON v.game_id = p.game_id AND v.seq = p.seq WHERE p.game_id = ?')
    return games.flatMap(({ id }) => {
      const pitches = gamePitchesFrom(db, id)
      if (!pitches) return [`${id}: no pitches`]
      return pas.all(id).flatMap((pa) => {
        const list = pitches.pas[pa.seq] ?? []
        if (list.length === 0) return []
        const sum = list.reduce((total, pitch) => total + (pitch.wpa ?? Number.NaN), 0)
        // pa_values.wpa is the home club's; the pitches' are the batting side's.
        const batting = pa.half === 'bottom' ? pa.wpa : -pa.wpa
        return Math.abs(sum - batting) <= 0.0005 * list.length ? [] : [`${id} PA ${pa.seq}: pitches ${sum.toFixed(4)} vs PA ${batting.toFixed(4)}`]
      })
    })
  })
  expect(problems).toEqual([])
})

test('the count run values: 0-0 is worth nothing, the hitter’s counts more than the pitcher’s, every count sampled', () => {
  const values = readSimDatabase((db) =>
    new Map(db.prepare<[], { count: string; value: number; pas: number }>("SELECT balls || '-' || strikes AS count, run_value AS value, pas FROM count_values WHERE season = 2025").all().map((row) => [row.count, row])),
  )
  expect(values.size).toBe(12)
  expect(values.get('0-0')?.value).toBeCloseTo(0, 10)
  expect(values.get('3-0')?.value ?? 0).toBeGreaterThan(values.get('1-0')?.value ?? 0)
  expect(values.get('1-0')?.value ?? 0).toBeGreaterThan(0)
  expect(values.get('0-2')?.value ?? 0).toBeLessThan(values.get('0-1')?.value ?? 0)
  expect(values.get('0-1')?.value ?? 0).toBeLessThan(0)
  for (const row of values.values()) expect(row.pas).toBeGreaterThan(100)
})

test('the season’s most dramatic games are ranked by Σ|WPA| over their PAs, against a count of every game', () => {
  const { drama, all } = readSimDatabase((db) => ({
    drama: dramaticGamesFrom(db, 2025),
    all: db.prepare<[], { id: string; drama: number }>(
      "SELECT g.id, SUM(ABS(v.wpa)) AS drama FROM games g JOIN pa_values v ON v.game_id = g.id WHERE g.season = 2025 AND g.kind IN ('regular', 'interleague') GROUP BY g.id ORDER BY drama DESC, g.id",
    ).all(),
  }))
  expect(drama.games.map((game) => game.id)).toEqual(all.slice(0, 10).map((game) => game.id))
  expect(drama.average).toBeCloseTo(all.reduce((sum, game) => sum + game.drama, 0) / all.length, 6)
  expect(drama.average ?? 0).toBeGreaterThan(2)
  expect(drama.average ?? 0).toBeLessThan(3.2)
})
