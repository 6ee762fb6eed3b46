import { isAvailableAt, leaderCategories, rankLeaders, type LeaderCategory } from './leader-categories'

const category = (side: 'batting' | 'pitching', key: string): LeaderCategory => {
  const found = leaderCategories(side).find((entry) => entry.key === key)
  if (!found) throw new Error(`no ${side} category ${key}`)
  return found
}

test('the issue\'s headline categories, in card order, keyed by the stat-lines DTO', () => {
  expect(leaderCategories('batting').map((c) => c.key)).toEqual(['avg', 'hr', 'rbi', 'h', 'sb', 'obp', 'slg', 'ops', 'woba', 'wrc_plus', 'bb_pct', 'k_pct'])
  expect(leaderCategories('pitching').map((c) => c.key)).toEqual(['era', 'w', 'sv', 'hld', 'so', 'whip', 'fip', 'k_pct', 'bb_pct', 'k_bb_pct'])
})

test('lower is better for ERA, WHIP, FIP and pitching BB%, and for a batter\'s K%; higher for the rest', () => {
  const ascending = (side: 'batting' | 'pitching') => leaderCategories(side).filter((c) => c.order === 'asc').map((c) => c.key)
  expect(ascending('batting')).toEqual(['k_pct'])
  expect(ascending('pitching')).toEqual(['era', 'whip', 'fip', 'bb_pct'])
})

test('rates rank qualified lines only; counts rank everyone', () => {
  const qualified = (side: 'batting' | 'pitching') => leaderCategories(side).filter((c) => c.qualifiedOnly).map((c) => c.key)
  expect(qualified('batting')).toEqual(['avg', 'obp', 'slg', 'ops', 'woba', 'wrc_plus', 'bb_pct', 'k_pct'])
  expect(qualified('pitching')).toEqual(['era', 'whip', 'fip', 'k_pct', 'bb_pct', 'k_bb_pct'])
})

test('a PA-level split cannot give steals, wins, saves, holds or ERA; every level gives the rest', () => {
  const missing = [...leaderCategories('batting'), ...leaderCategories('pitching')].filter((c) => !isAvailableAt(c, 'pa')).map((c) => c.key)
  expect(missing).toEqual(['sb', 'era', 'w', 'sv', 'hld'])
  expect([...leaderCategories('batting'), ...leaderCategories('pitching')].every((c) => isAvailableAt(c, 'season') && isAvailableAt(c, 'game'))).toBe(true)
})

const batter = (id: string, qualified: boolean, stats: Record<string, number | null>) => ({ player_id: id, qualified, ...stats })

test('AVG worked example: .330 first, two at .300 share 2nd, the next is 4th; the unqualified .400 is left out', () => {
  const lines = [
    batter('a', true, { avg: 0.3 }), // 135 / 450
    batter('b', true, { avg: 0.33 }),
    batter('c', false, { avg: 0.4 }), // 20 / 50: short of 規定打席
    batter('d', true, { avg: 0.3 }), // 132 / 440
    batter('e', true, { avg: 0.29 }),
    batter('f', true, { avg: null }), // no at-bat
  ]
  const ranked = rankLeaders(lines, category('batting', 'avg'), 10)
  expect(ranked.map((entry) => [entry.rank, entry.row.player_id, entry.value])).toEqual([
    [1, 'b', 0.33],
    [2, 'a', 0.3],
    [2, 'd', 0.3],
    [4, 'e', 0.29],
  ])
})

test('a tie at the cut-off keeps every tied line (top 2 of 41, 30, 30, 30 HR is four lines); the rank after it is cut', () => {
  const lines = [batter('a', false, { hr: 30 }), batter('b', false, { hr: 41 }), batter('c', true, { hr: 30 }), batter('d', false, { hr: 30 }), batter('e', true, { hr: 12 })]
  expect(rankLeaders(lines, category('batting', 'hr'), 2).map((entry) => [entry.rank, entry.row.player_id])).toEqual([
    [1, 'b'],
    [2, 'a'],
    [2, 'c'],
    [2, 'd'],
  ])
  expect(rankLeaders(lines, category('batting', 'hr'), 1).map((entry) => entry.row.player_id)).toEqual(['b'])
})

test('a count of zero leads nothing: saves of 0 are not a tie of every reliever', () => {
  const lines = [batter('a', false, { sv: 0 }), batter('b', false, { sv: 3 }), batter('c', false, { sv: 0 }), batter('d', false, { sv: null })]
  expect(rankLeaders(lines, category('pitching', 'sv'), 10).map((entry) => entry.row.player_id)).toEqual(['b'])
})

test('ascending lists: the lowest ERA leads, and the batter who strikes out least leads K%', () => {
  const pitchers = [batter('a', true, { era: 2.5 }), batter('b', true, { era: 1.98 }), batter('c', true, { era: null }), batter('d', false, { era: 0.5 })]
  expect(rankLeaders(pitchers, category('pitching', 'era'), 10).map((entry) => [entry.rank, entry.row.player_id])).toEqual([
    [1, 'b'],
    [2, 'a'],
  ])
  const hitters = [batter('a', true, { k_pct: 0.21 }), batter('b', true, { k_pct: 0.084 }), batter('c', true, { k_pct: 0.15 })]
  expect(rankLeaders(hitters, category('batting', 'k_pct'), 10).map((entry) => entry.row.player_id)).toEqual(['b', 'c', 'a'])
})

test('a rate of zero still ranks (a reliever\'s 0.00 ERA leads), and an empty list ranks nothing', () => {
  expect(rankLeaders([batter('a', true, { era: 0 }), batter('b', true, { era: 1.2 })], category('pitching', 'era'), 10).map((e) => e.value)).toEqual([0, 1.2])
  expect(rankLeaders([], category('batting', 'avg'), 10)).toEqual([])
})
