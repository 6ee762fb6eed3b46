import { readSimDatabase as read } from '@/lib/data/testing/sim-database'
import { lineupKey } from '@/lib/domain/teams/lineups'
import type { StartingLineups } from '@/lib/schemas/starting-lineups'
import { startingLineupsFrom } from './get-starting-lineups'

const REGULAR = "season = @season AND kind IN ('regular', 'interleague') AND @team IN (home, away)"

function load(season: number, team: 'g' | 'h') {
  return read((db) => {
    const lineups = startingLineupsFrom(db, season, team)
    const games = db.prepare<{ season: number; team: string }, { id: string }>(`SELECT id FROM games WHERE ${REGULAR} ORDER BY date, id`).all({ season, team })
    return { lineups, games: games.map((game) => game.id) }
  })
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

function expectInvariants(lineups: StartingLineups | null, games: readonly string[]) {
  if (!lineups) throw new Error('no lineups')
  // A row per game the club played, in the order played.
  expect(lineups.games.map((game) => game.gameId)).toEqual(games)
  // Nine different players in every game, each with a name.
  expect(lineups.games.filter((game) => new Set(game.slots.map((slot) => slot.playerId)).size !== 9).map((game) => game.gameId)).toEqual([])
  expect(lineups.games.every((game) => game.slots.every((slot) => lineups.names[slot.playerId]))).toBe(true)
  // Each slot's starters' games sum to the games; the splits by hand too.
  for (const slot of lineups.slots) expect([slot.slot, sum(slot.starters.map((starter) => starter.games)) + (slot.others?.games ?? 0)]).toEqual([slot.slot, games.length])
  const { R, L, unknown } = lineups.byThrows
  expect(R.games + L.games + unknown).toBe(games.length)
  // The most used lineup started as many games as the lineup count says.
  const key = lineupKey(lineups.usage.mostUsed?.slots ?? [])
  expect(lineups.games.filter((game) => lineupKey(game.slots) === key)).toHaveLength(lineups.usage.mostUsed?.games ?? -1)
  expect(lineups.usage.distinct).toBe(new Set(lineups.games.map((game) => lineupKey(game.slots))).size)
}

test('simulated 2025 Giants and Hawks: a row per game of nine different players; slot and hand counts sum to the games', () => {
  for (const team of ['g', 'h'] as const) {
    const { lineups, games } = load(2025, team)
    expect(games.length).toBe(143)
    expectInvariants(lineups, games)
  }
})

test('simulated positions: every nine holds a catcher, the infield and outfield once each, and a pitcher or a DH', () => {
  const { lineups } = load(2025, 'h')
  expect(lineups?.positionsKnown).toBe(true)
  const wrong = (lineups?.games ?? []).filter((game) => {
    const positions = game.slots.map((slot) => slot.position ?? '-').sort()
    const nine = ['1B', '2B', '3B', 'C', 'CF', 'LF', 'RF', 'SS']
    return !['DH', 'P'].some((batter) => JSON.stringify(positions) === JSON.stringify([...nine, batter].sort()))
  })
  expect(wrong.map((game) => game.gameId)).toEqual([])
})

test('the opposing starter’s hand is the other club’s starting pitcher’s throws', () => {
  const { lineups } = load(2025, 'g')
  const first = lineups?.games[0]
  const throws = read((db) =>
    db
      .prepare<[string], { throws: string }>("SELECT p.throws FROM substitutions s JOIN players p ON p.id = s.player_id WHERE s.game_id = ? AND s.team <> 'g' AND s.starter = 1 AND s.position = 'P'")
      .get(first?.gameId ?? ''),
  )
  expect(first?.opposingThrows).toBe(throws?.throws)
})

test('a slot’s PAs are its starters’ PAs there: with the PAs of substitutes they make up the club’s PAs', () => {
  const { lineups } = load(2025, 'g')
  const counts = read((db) =>
    db
      .prepare<[], { all: number; substitutes: number }>(
        `SELECT COUNT(*) AS "all", SUM(NOT EXISTS (SELECT 1 FROM substitutions s WHERE s.game_id = pa.game_id AND s.team = 'g' AND s.starter = 1
           AND s.player_id = pa.batter_id AND s.batting_order = pa.batting_order)) AS substitutes
         FROM games g JOIN plate_appearances pa ON pa.game_id = g.id AND pa.half = CASE g.home WHEN 'g' THEN 'bottom' ELSE 'top' END
         WHERE g.season = 2025 AND g.kind IN ('regular', 'interleague') AND 'g' IN (g.home, g.away)`,
      )
      .get(),
  )
  const slotPas = sum((lineups?.slots ?? []).map((slot) => sum(slot.starters.map((starter) => starter.pa)) + (slot.others?.pa ?? 0)))
  expect(slotPas + (counts?.substitutes ?? 0)).toBe(counts?.all)
  expect(slotPas).toBeGreaterThan(4000)
})

test('a season without games for the club has no lineups (the page answers 404)', () => {
  expect(load(2016, 'g').lineups).toBeNull()
})
