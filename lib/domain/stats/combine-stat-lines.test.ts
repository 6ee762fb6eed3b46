import type { StatBattingLine, StatPitchingLine } from '@/lib/schemas/stat-lines'
import { combineBattingLines, combinePitchingLines } from './combine-stat-lines'

const batter = (over: Partial<StatBattingLine>): StatBattingLine => ({
  player_id: 'p1', name: '選手', team: 'g', league: 'central', qualified: true,
  g: 100, pa: 400, ab: 350, r: 50, h: 100, doubles: 20, triples: 2, hr: 10, tb: 154, rbi: 50, sb: 5, cs: 2, sh: 5, sf: 5,
  bb: 35, ibb: 2, hbp: 5, so: 80, gidp: 8, avg: 0, obp: 0, slg: 0, ops: 0, iso: 0, babip: 0, k_pct: 0, bb_pct: 0,
  woba: 0.33, wraa: 5, wrc: 55, wrc_plus: 110, gb: 100, ld: 60, fb: 80, pu: 20, gb_pct: 0, ld_pct: 0, fb_pct: 0, pu_pct: 0,
  ...over,
})

test('a range sums counts, recomputes AVG from the sums, weights wOBA by its denominator and wRC+ by PA; the club is the latest', () => {
  const [line] = combineBattingLines([batter({}), batter({ team: 's', pa: 200, ab: 180, h: 60, hr: 5, bb: 15, ibb: 0, hbp: 2, sf: 3, woba: 0.4, wrc_plus: 150, wraa: 8, wrc: 30 })])
  expect(line).toMatchObject({ team: 's', pa: 600, ab: 530, h: 160, hr: 15, wraa: 13, wrc: 85, qualified: false })
  expect(line?.avg).toBeCloseTo(160 / 530, 12)
  // wOBA denominators: 350 + 35 − 2 + 5 + 5 = 393 and 180 + 15 − 0 + 3 + 2 = 200
  expect(line?.woba).toBeCloseTo((0.33 * 393 + 0.4 * 200) / 593, 12)
  expect(line?.wrc_plus).toBeCloseTo((110 * 400 + 150 * 200) / 600, 12)
  expect(line?.gb_pct).toBeCloseTo(200 / 520, 12)
})

test('a view count stays null when the seasons could not count it', () => {
  const [line] = combineBattingLines([batter({ g: null, sb: null }), batter({ g: null, sb: null })])
  expect(line).toMatchObject({ g: null, sb: null, pa: 800 })
})

const pitcher = (over: Partial<StatPitchingLine>): StatPitchingLine => ({
  player_id: 'p2', name: '投手', team: 'h', league: 'pacific', qualified: true,
  g: 25, gs: 25, w: 10, l: 5, sv: 0, hld: 0, hp: 0, cg: 1, sho: 0, outs: 450, bf: 620, ab: 560, h: 130, hr: 12, bb: 40, ibb: 1, hbp: 4,
  so: 140, sf: 4, sh: 6, r: 55, er: 50, era: 0, whip: 0, k9: 0, bb9: 0, hr9: 0, kbb: 0, k_pct: 0, bb_pct: 0, k_bb_pct: 0, fip: 3.2, babip: 0,
  gb: 180, ld: 80, fb: 120, pu: 30, gb_pct: 0, ld_pct: 0, fb_pct: 0, pu_pct: 0,
  ...over,
})

test('pitching: ERA from summed ER and outs, FIP weighted by outs', () => {
  const [line] = combinePitchingLines([pitcher({}), pitcher({ outs: 150, er: 10, fip: 4.4 })])
  expect(line?.era).toBeCloseTo((60 * 27) / 600, 12)
  expect(line?.fip).toBeCloseTo((3.2 * 450 + 4.4 * 150) / 600, 12)
  expect(line?.w).toBe(20)
})
