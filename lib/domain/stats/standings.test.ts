import { gamesBehind, rankStandings, winningPercentage, type StandingsTeam } from './standings'

function team(code: string, wins: number, losses: number, ties: number, previousRank: number, league = { wins: 0, losses: 0 }): StandingsTeam {
  return { team: code, wins, losses, ties, leagueWins: league.wins || wins, leagueLosses: league.losses || losses, previousRank }
}

/** Head-to-head from a table of "a>b" → a's record vs b; the mirror entry is derived. */
function headToHeadFrom(table: Record<string, [number, number]>) {
  return (a: string, b: string) => {
    const direct = table[`${a}>${b}`]
    if (direct !== undefined) return { wins: direct[0], losses: direct[1] }
    const mirror = table[`${b}>${a}`]
    return mirror === undefined ? { wins: 0, losses: 0 } : { wins: mirror[1], losses: mirror[0] }
  }
}

test('勝率 excludes ties and is null without decisions', () => {
  // Yakult 2021: 73 / (73 + 52) = .584
  expect(winningPercentage(73, 52)).toBeCloseTo(0.584, 3)
  expect(winningPercentage(0, 0)).toBeNull()
})

test('2021 Central (NPB): Yakult 73-52-18 (.584) ranks above Hanshin 77-56-10 (.579) at 0.0 games', () => {
  // W-L-T are the published 2021 records; league records here are placeholders.
  const ranked = rankStandings({
    league: 'central',
    teams: [team('t', 77, 56, 10, 2), team('s', 73, 52, 18, 6)],
    headToHead: () => ({ wins: 0, losses: 0 }),
  })
  expect(ranked.map((row) => row.team)).toEqual(['s', 't'])
  // 73/125 = .584 > 77/133 = .5789…
  expect(ranked[0]?.winningPercentage).toBeCloseTo(73 / 125, 12)
  expect(ranked[1]?.winningPercentage).toBeCloseTo(77 / 133, 12)
  // Hanshin behind Yakult: ((73 − 77) + (56 − 52)) / 2 = (−4 + 4) / 2 = 0
  expect(ranked[1]?.gamesBehindLeader).toBe(0)
  expect(ranked[1]?.gamesBehindAbove).toBe(0)
  expect(ranked[0]?.gamesBehindLeader).toBeNull()
  expect(ranked[0]?.gamesBehindAbove).toBeNull()
  expect(ranked.map((row) => row.rank)).toEqual([1, 2])
})

test('2022 Pacific (NPB): Orix and SoftBank both 76-65-2, Orix first on head-to-head (15-10)', () => {
  const headToHead = headToHeadFrom({ 'bs>h': [15, 10] })
  // SoftBank is given the better previous rank and league record so only head-to-head favours Orix.
  const ranked = rankStandings({
    league: 'pacific',
    teams: [team('h', 76, 65, 2, 1, { wins: 70, losses: 50 }), team('bs', 76, 65, 2, 4, { wins: 60, losses: 60 })],
    headToHead,
  })
  expect(ranked.map((row) => row.team)).toEqual(['bs', 'h'])
  expect(ranked[1]?.gamesBehindLeader).toBe(0)
})

test('Central breaks equal 勝率 by wins first; Pacific goes straight to head-to-head', () => {
  // 14-10 and 7-5 are both .5833… exactly (14·12 = 7·24)
  const teams = [team('a', 7, 5, 12, 1), team('b', 14, 10, 0, 2)]
  const headToHead = headToHeadFrom({ 'a>b': [3, 1] })
  expect(rankStandings({ league: 'central', teams, headToHead }).map((row) => row.team)).toEqual(['b', 'a'])
  expect(rankStandings({ league: 'pacific', teams, headToHead }).map((row) => row.team)).toEqual(['a', 'b'])
})

test('level head-to-head falls through to league-game 勝率, then previous rank', () => {
  const even = headToHeadFrom({ 'a>b': [2, 2] })
  const byLeague = [team('a', 10, 10, 0, 1, { wins: 8, losses: 8 }), team('b', 10, 10, 0, 2, { wins: 9, losses: 7 })]
  expect(rankStandings({ league: 'pacific', teams: byLeague, headToHead: even }).map((row) => row.team)).toEqual(['b', 'a'])
  const byPrevious = [team('a', 10, 10, 0, 3, { wins: 8, losses: 8 }), team('b', 10, 10, 0, 2, { wins: 8, losses: 8 })]
  expect(rankStandings({ league: 'central', teams: byPrevious, headToHead: even }).map((row) => row.team)).toEqual(['b', 'a'])
})

test('three tied teams use 勝率 among the group, then re-run the tiebreakers on those still level', () => {
  // a: 2-2 vs b, 4-0 vs c → 6-2; b: 2-2 vs a, 1-3 vs c → 3-5; c: 0-4 vs a, 3-1 vs b → 3-5.
  // b and c are level in the group, so their own meeting (c 3-1) decides, though b has the better league record.
  const headToHead = headToHeadFrom({ 'a>b': [2, 2], 'a>c': [4, 0], 'c>b': [3, 1] })
  const teams = [team('b', 50, 50, 0, 1, { wins: 45, losses: 35 }), team('c', 50, 50, 0, 2), team('a', 50, 50, 0, 3)]
  expect(rankStandings({ league: 'pacific', teams, headToHead }).map((row) => row.team)).toEqual(['a', 'c', 'b'])
})

test('a team with only ties (0-0-5) has null 勝率 and ranks last', () => {
  const ranked = rankStandings({
    league: 'central',
    teams: [team('x', 0, 0, 5, 1), team('y', 1, 3, 1, 2), team('z', 3, 1, 1, 3)],
    headToHead: () => ({ wins: 0, losses: 0 }),
  })
  expect(ranked.map((row) => row.team)).toEqual(['z', 'y', 'x'])
  expect(ranked[2]?.winningPercentage).toBeNull()
  // x behind z: ((3 − 0) + (0 − 1)) / 2 = 1; behind y: ((1 − 0) + (0 − 3)) / 2 = −1
  expect(ranked[2]?.gamesBehindLeader).toBe(1)
  expect(ranked[2]?.gamesBehindAbove).toBe(-1)
})

test('ゲーム差 can be negative because rank follows 勝率', () => {
  // a 60-40 = .600 ranks above b 70-47 = .5983; b behind a: ((60 − 70) + (47 − 40)) / 2 = −1.5
  expect(gamesBehind({ wins: 60, losses: 40 }, { wins: 70, losses: 47 })).toBe(-1.5)
  const ranked = rankStandings({
    league: 'pacific',
    teams: [team('b', 70, 47, 6, 1), team('a', 60, 40, 20, 2)],
    headToHead: () => ({ wins: 0, losses: 0 }),
  })
  expect(ranked.map((row) => row.team)).toEqual(['a', 'b'])
  expect(ranked[1]?.gamesBehindAbove).toBe(-1.5)
})

test('ranked rows keep extra fields the caller passed in', () => {
  const ranked = rankStandings({
    league: 'central',
    teams: [{ ...team('g', 1, 0, 0, 1), label: '巨人' }],
    headToHead: () => ({ wins: 0, losses: 0 }),
  })
  expect(ranked[0]?.label).toBe('巨人')
  expect(rankStandings({ league: 'central', teams: [], headToHead: () => ({ wins: 0, losses: 0 }) })).toEqual([])
})
