import type { StatBattingLine, StatPitchingLine } from '@/lib/schemas/stat-lines'
import { clubLines, leagueLine, playerLines, type ClubStanding } from './bubble-lines'

const batter = (over: Partial<StatBattingLine>): StatBattingLine => ({
  player_id: 'p1', name: '選手', team: 'g', league: 'central', qualified: true,
  g: 100, pa: 400, ab: 350, r: 50, h: 100, doubles: 20, triples: 2, hr: 10, tb: 154, rbi: 50, sb: 5, cs: 2, sh: 5, sf: 5,
  bb: 35, ibb: 2, hbp: 5, so: 80, gidp: 8, avg: 0, obp: 0, slg: 0, ops: 0, iso: 0, babip: 0, k_pct: 0, bb_pct: 0,
  woba: 0.33, wraa: 5, wrc: 55, wrc_plus: 110, gb: 100, ld: 60, fb: 80, pu: 20, gb_pct: 0, ld_pct: 0, fb_pct: 0, pu_pct: 0,
  ...over,
})

const pitcher = (over: Partial<StatPitchingLine>): StatPitchingLine => ({
  player_id: 'p2', name: '投手', team: 'h', league: 'pacific', qualified: true,
  g: 25, gs: 25, w: 10, l: 5, sv: 0, hld: 0, hp: 0, cg: 1, sho: 0, outs: 450, bf: 620, ab: 560, h: 130, hr: 12, bb: 40, ibb: 1, hbp: 4,
  so: 140, sf: 4, sh: 6, r: 55, er: 50, era: 0, whip: 0, k9: 0, bb9: 0, hr9: 0, kbb: 0, k_pct: 0, bb_pct: 0, k_bb_pct: 0, fip: 3.2, babip: 0,
  gb: 180, ld: 80, fb: 120, pu: 30, gb_pct: 0, ld_pct: 0, fb_pct: 0, pu_pct: 0,
  ...over,
})

const standing = (team: ClubStanding['team'], win: number, lose: number, scored: number, allowed: number): ClubStanding => ({
  team, win, lose, draw: 143 - win - lose, winning_percentage: win / (win + lose), pythagorean_wp: null, runs_scored: scored, runs_allowed: allowed,
})

const LINES = [
  batter({ player_id: 'a', team: 'g', pa: 400, ab: 350, h: 100, tb: 154 }),
  batter({ player_id: 'b', team: 'g', pa: 200, ab: 180, h: 36, tb: 50 }),
  // Traded mid-season: his line for each club counts for that club.
  batter({ player_id: 'c', team: 't', pa: 100, ab: 90, h: 30, tb: 45 }),
  batter({ player_id: 'c', team: 'g', pa: 50, ab: 45, h: 9, tb: 12 }),
]

test('the league line sums every line, so its rates are the league’s: AVG = ΣH / ΣAB, not the mean of the players’', () => {
  const league = leagueLine({ side: 'batting', lines: LINES })
  expect(league?.pa).toBe(750)
  // (100 + 36 + 30 + 9) / (350 + 180 + 90 + 45) = 175 / 665
  expect(league?.avg).toBeCloseTo(175 / 665, 12)
  expect(leagueLine({ side: 'batting', lines: [] })).toBeNull()
})

test('a club’s line sums its players’ lines for it, beside its standing and run difference; clubs in the listing order', () => {
  const clubs = clubLines({ side: 'batting', lines: LINES }, [standing('g', 80, 60, 600, 520), standing('t', 70, 70, 500, 530)])
  expect(clubs.map((club) => [club.id, club.name, club.team])).toEqual([['g', '巨人', 'g'], ['t', '阪神', 't']])
  const [giants, tigers] = clubs
  expect(giants?.values).toMatchObject({ pa: 650, ab: 575, h: 145, win: 80, lose: 60, runs_scored: 600, runs_allowed: 520, run_diff: 80 })
  expect(giants?.values.avg).toBeCloseTo(145 / 575, 12)
  expect(tigers?.values).toMatchObject({ pa: 100, run_diff: -30 })
})

test('a club without a standing keeps its line but none of the standing’s values', () => {
  const [club] = clubLines({ side: 'pitching', lines: [pitcher({ outs: 450, er: 50 }), pitcher({ player_id: 'q', outs: 150, er: 10, fip: 4.4 })] }, [])
  expect(club?.id).toBe('h')
  expect(club?.values.era).toBeCloseTo((60 * 27) / 600, 12)
  expect(club?.values.fip).toBeCloseTo((3.2 * 450 + 4.4 * 150) / 600, 12)
  expect(club?.values.win).toBeUndefined()
})

test('a player’s bubble line is his line for a club, read as it is', () => {
  const [line] = playerLines({ side: 'batting', lines: [batter({ player_id: 'a', name: '甲', team: 's', ops: 0.8 })] })
  expect([line?.id, line?.name, line?.team, line?.values.ops]).toEqual(['a', '甲', 's', 0.8])
})
