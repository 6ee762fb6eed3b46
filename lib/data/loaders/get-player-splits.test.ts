import { readSimDatabase as read } from '@/lib/data/testing/sim-database'
import type { SplitSide } from '@/lib/domain/players/split-axes'
import type { PlayerSplits } from '@/lib/schemas/player-splits'
import { PLAYER_SPLITS_SQL, playerSplitsFrom } from './get-player-splits'

const SEASON = 2025
const SAMPLE = 8

type Line = { player_id: string; pa: number; ab: number | null; h: number; doubles: number | null; triples: number | null; hr: number; bb: number; ibb: number; hbp: number; so: number }

/** The season line summed over a player's clubs (a traded player has one line per club). */
const SEASON_LINES: Readonly<Record<SplitSide, string>> = {
  batting: `SELECT player_id, SUM(pa) AS pa, SUM(ab) AS ab, SUM(h) AS h, SUM(doubles) AS doubles, SUM(triples) AS triples,
    SUM(hr) AS hr, SUM(bb) AS bb, SUM(ibb) AS ibb, SUM(hbp) AS hbp, SUM(so) AS so FROM player_season_batting WHERE season = ?
    GROUP BY player_id HAVING SUM(pa) > 0`,
  pitching: `SELECT player_id, SUM(bf) AS pa, NULL AS ab, SUM(h) AS h, NULL AS doubles, NULL AS triples, SUM(hr) AS hr,
    SUM(bb) AS bb, SUM(ibb) AS ibb, SUM(hbp) AS hbp, SUM(so) AS so FROM player_season_pitching WHERE season = ?
    GROUP BY player_id HAVING SUM(bf) > 0`,
}

/** Busiest first, then a spread through the rest, so regulars and bench players alike are checked. */
function sampleLines(side: SplitSide): Line[] {
  const lines = read((db) => db.prepare<[number], Line>(`${SEASON_LINES[side]} ORDER BY pa DESC, player_id`).all(SEASON))
  const step = Math.max(1, Math.floor(lines.length / SAMPLE))
  return lines.filter((_, index) => index % step === 0).slice(0, SAMPLE)
}

function expectAxesToAddUp(splits: PlayerSplits, line: Line): void {
  const keys = ['pa', 'ab', 'h', 'doubles', 'triples', 'hr', 'bb', 'ibb', 'hbp', 'so'] as const
  const wanted = Object.fromEntries(keys.filter((key) => line[key] !== null).map((key) => [key, line[key]]))
  expect(splits.total.counts).toMatchObject(wanted)
  for (const axis of splits.axes) {
    expect(axis.rows).not.toBeNull()
    const summed = Object.fromEntries(Object.keys(wanted).map((key) => [key, 0]))
    for (const row of (axis.rows ?? []).filter((r) => r.sums)) {
      for (const key of Object.keys(summed)) summed[key] = (summed[key] ?? 0) + row.counts[key as keyof typeof row.counts]
    }
    expect([axis.axis, summed]).toEqual([axis.axis, wanted])
  }
}

test.each(['batting', 'pitching'] as const)('%s: every axis of 8 players of 2025 adds up to his season line', (side) => {
  const lines = sampleLines(side)
  expect(lines).toHaveLength(SAMPLE)
  for (const line of lines) {
    const splits = read((db) => playerSplitsFrom(db, line.player_id, SEASON, side))
    expect(splits?.side).toBe(side)
    if (splits) expectAxesToAddUp(splits, line)
  }
})

test('a batter’s table has his name, 11 axes, and sub-rows inside their partition rows', () => {
  const [busiest] = sampleLines('batting')
  const splits = busiest ? read((db) => playerSplitsFrom(db, busiest.player_id, SEASON, 'batting')) : null
  expect(splits?.name).not.toBe(busiest?.player_id)
  expect(splits?.axes.map((a) => a.axis)).toEqual(['hand', 'homeAway', 'month', 'runners', 'outs', 'count', 'inning', 'battingOrder', 'opponent', 'venue', 'leverage'])
  const runners = splits?.axes.find((a) => a.axis === 'runners')?.rows ?? []
  const on = runners.find((r) => r.key === 'on')
  for (const sub of runners.filter((r) => !r.sums)) expect(sub.counts.pa).toBeLessThanOrEqual(on?.counts.pa ?? 0)
  expect(splits?.axes.find((a) => a.axis === 'opponent')?.rows?.every((r) => r.label.startsWith('VS'))).toBe(true)
})

test('no PAs that season (or no such player) is null', () => {
  const [busiest] = sampleLines('batting')
  expect(read((db) => playerSplitsFrom(db, busiest?.player_id ?? '', 1999, 'batting'))).toBeNull()
  expect(read((db) => playerSplitsFrom(db, 'no-such-player', SEASON, 'pitching'))).toBeNull()
})

test.each([['batting', 'pa_batter'], ['pitching', 'pa_pitcher']] as const)('%s reads the player’s PAs through %s, never a scan', (side, index) => {
  const plan = read((db) => db.prepare(`EXPLAIN QUERY PLAN ${PLAYER_SPLITS_SQL[side]}`).all('x', SEASON) as Array<{ detail: string }>)
  const details = plan.map((step) => step.detail)
  expect(details).toContainEqual(expect.stringContaining(`SEARCH p USING INDEX ${index}`))
  expect(details.some((detail) => detail.startsWith('SCAN'))).toBe(false)
})

/** The same question asked in SQL: his PAs of 2025 in regular-season games matching `where`. */
const countPas = (side: SplitSide, playerId: string, where: string) =>
  read((db) =>
    db.prepare<[string], { n: number }>(
      `SELECT COUNT(*) AS n FROM plate_appearances p JOIN games g ON g.id = p.game_id JOIN players b ON b.id = p.batter_id
       JOIN players t ON t.id = p.pitcher_id WHERE p.${side === 'batting' ? 'batter_id' : 'pitcher_id'} = ? AND g.season = ${SEASON}
       AND g.kind IN ('regular', 'interleague') AND ${where}`,
    ).get(playerId)?.n,
  )

test.each(['batting', 'pitching'] as const)('%s rows hold the PAs SQL finds for home, hand, 満塁 and a full count', (side) => {
  const [busiest] = sampleLines(side)
  const id = busiest?.player_id ?? ''
  const splits = read((db) => playerSplitsFrom(db, id, SEASON, side))
  const pas = (axis: string, key: string) => splits?.axes.find((a) => a.axis === axis)?.rows?.find((r) => r.key === key)?.counts.pa ?? 0
  // The batting club is home in the bottom half, the pitching club in the top half.
  expect(pas('homeAway', 'home')).toBe(countPas(side, id, `p.half = '${side === 'batting' ? 'bottom' : 'top'}'`))
  const leftHanded = side === 'batting' ? "t.throws = 'L'" : "(b.bats = 'L' OR (b.bats = 'S' AND t.throws = 'R'))"
  expect(pas('hand', 'L')).toBe(countPas(side, id, leftHanded))
  expect(pas('runners', 'loaded')).toBe(countPas(side, id, 'p.bases_before = 7'))
  expect(pas('count', 'full')).toBe(countPas(side, id, 'p.balls = 3 AND p.strikes = 2'))
  expect(pas('inning', 'extra')).toBe(countPas(side, id, 'p.inning >= 10'))
  // Not a match of two empty answers:
  expect(Math.min(pas('homeAway', 'home'), pas('hand', 'L'), pas('count', 'full'))).toBeGreaterThan(0)
})
