import { formatShares } from '@/lib/domain/format/shares'
import type { FieldingClock } from './fielding-clock'
import { fieldingUsage, measureStints, type FieldingStint } from './fielding-usage'
import type { UsageGame } from './usage-slices'

// Carp at home in two games; each clock is the top halves they fielded: 9 innings of 3 outs, PAs 1–3, 7–9, … (27 outs).
const nineInnings: FieldingClock = {
  seqs: Array.from({ length: 27 }, (_, index) => Math.floor(index / 3) * 6 + (index % 3) + 1),
  outs: Array.from({ length: 27 }, (_, index) => index + 1),
  innings: Array.from({ length: 27 }, (_, index) => Math.floor(index / 3) + 1),
}
const clocks = new Map([['g1:c', nineInnings], ['g2:c', nineInnings]])
const games: UsageGame[] = [
  { gameId: 'g1', date: '2025-04-01', team: 'c', result: 'win' },
  { gameId: 'g2', date: '2025-04-02', team: 'c', result: 'lose' },
]
const stint = (fields: Partial<FieldingStint> & Pick<FieldingStint, 'gameId' | 'playerId' | 'position'>): FieldingStint => ({
  team: 'c', name: fields.playerId, starter: true, enteredSeq: 0, exitedSeq: null, ...fields,
})
const stints: FieldingStint[] = [
  stint({ gameId: 'g1', playerId: 'ss1', position: 'SS', exitedSeq: 45 }),
  // 守備固め: enters after PA 45 (the 8th's bottom half, seq 43–48) and first fields in the 9th (PAs 49–51).
  stint({ gameId: 'g1', playerId: 'ss2', position: 'SS', starter: false, enteredSeq: 45 }),
  stint({ gameId: 'g1', playerId: 'lf1', position: 'LF', exitedSeq: 40 }),
  // A pinch hitter who stays on in left field is no 守備固め.
  stint({ gameId: 'g1', playerId: 'ph', position: 'PH', starter: false, enteredSeq: 39, exitedSeq: 40 }),
  stint({ gameId: 'g1', playerId: 'ph', position: 'LF', starter: false, enteredSeq: 40 }),
  stint({ gameId: 'g1', playerId: 'p1', position: 'P' }),
  stint({ gameId: 'g2', playerId: 'ss2', position: 'SS' }),
  stint({ gameId: 'g2', playerId: 'lf1', position: 'LF' }),
]

test('worked example: outs at a position are the club’s outs while the stint lasted', () => {
  const measured = measureStints(stints, clocks)
  // ss1 through PA 45: innings 1–8 fielded, 24 outs; ss2 after it: 27 − 24 = 3 outs (the 9th).
  expect(measured.filter((row) => row.position === 'SS' && row.gameId === 'g1').map((row) => row.outs)).toEqual([24, 3])
  // lf1 through PA 40 (the 7th's top is PAs 37–39): 21 outs; ph in left from after PA 40: 6 outs.
  expect(measured.filter((row) => row.position === 'LF' && row.gameId === 'g1').map((row) => row.outs)).toEqual([21, 6])
  // Only ss2 in g1 is a 守備固め, entering for the 9th.
  expect(measured.filter((row) => row.defensiveSubColumn !== null).map((row) => [row.playerId, row.defensiveSubColumn])).toEqual([['ss2', 4]])
})

test("the club's view: starts, games and innings by player at each position, players used and 守備固め by inning", () => {
  const club = fieldingUsage(2025, stints, clocks, games, { team: 'c', result: 'all', mode: 'season' }).clubs[0]
  const shortstop = club?.positions.find((position) => position.position === 'SS')
  expect(shortstop).toEqual({
    position: 'SS', starts: 2, playersUsed: 2, defensiveSubs: 1,
    // Level on starts, the one with more innings there first.
    players: [
      { playerId: 'ss2', name: 'ss2', starts: 1, games: 2, outs: 30 },
      { playerId: 'ss1', name: 'ss1', starts: 1, games: 1, outs: 24 },
    ],
  })
  expect(club?.defensiveSubs).toEqual([0, 0, 0, 0, 1, 0])
  expect(club?.positions.find((position) => position.position === 'C')).toMatchObject({ starts: 0, playersUsed: 0, players: [] })
  // The lineup: ss2 started g2 and came in during g1; ph came in once; the pitcher's own stint is not a batter's.
  expect(club?.lineup.find((row) => row.playerId === 'ss2')).toMatchObject({ starts: 1, substitute: 1 })
  expect(club?.lineup.find((row) => row.playerId === 'ph')).toMatchObject({ starts: 0, substitute: 1 })
  expect(club?.lineup.some((row) => row.playerId === 'p1')).toBe(false)
})

test("each position's starts shares add up to 100%, and its innings to the club's", () => {
  const club = fieldingUsage(2025, stints, clocks, games, { team: 'c', result: 'all', mode: 'season' }).clubs[0]
  for (const position of club?.positions.filter((row) => row.starts > 0) ?? []) {
    const shares = formatShares(position.players.map((player) => player.starts))
    expect(Math.round(shares.reduce((sum, share) => sum + Number(share.replace('%', '')) * 10, 0))).toBe(1000)
    expect(position.players.reduce((sum, player) => sum + player.outs, 0)).toBe(54)
  }
})

test('a lost-games view counts g2 only; positions are known where any stint names one', () => {
  const usage = fieldingUsage(2025, stints, clocks, games, { team: 'c', result: 'lose', mode: 'season' })
  expect(usage.clubs[0]?.games).toBe(1)
  expect(usage.clubs[0]?.positions.find((row) => row.position === 'SS')?.players.map((player) => player.playerId)).toEqual(['ss2'])
  expect(usage.positionsKnown).toBe(true)
  const unknown = stints.map((row) => ({ ...row, position: row.position === 'P' ? 'P' : '' }))
  expect(fieldingUsage(2025, unknown, clocks, games, { team: 'c', result: 'all', mode: 'season' }).positionsKnown).toBe(false)
})
