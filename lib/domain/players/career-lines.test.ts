import { combineBatting, combinePitching, type BattingCareerLine, type PitchingCareerLine } from './career-lines'

const batting = (over: Partial<BattingCareerLine>): BattingCareerLine => ({
  g: 0, pa: 0, ab: 0, r: 0, h: 0, doubles: 0, triples: 0, hr: 0, tb: 0, rbi: 0, sb: 0, cs: 0, sh: 0, sf: 0, bb: 0, ibb: 0, hbp: 0, so: 0, gidp: 0,
  woba: null, wraa: null, wrc: null, wrc_plus: null, ...over,
})

const pitching = (over: Partial<PitchingCareerLine>): PitchingCareerLine => ({
  g: 0, gs: 0, w: 0, l: 0, sv: 0, hld: 0, hp: 0, cg: 0, sho: 0, outs: 0, bf: 0, h: 0, hr: 0, bb: 0, ibb: 0, hbp: 0, so: 0, r: 0, er: 0,
  wp: 0, bk: 0, fip: null, ...over,
})

describe('combineBatting (a season split by a trade, or a career)', () => {
  it('sums counts and computes rates again: 150 H in 500 AB and 30 in 100 are .300', () => {
    const total = combineBatting([
      batting({ pa: 550, ab: 500, h: 150, hr: 20, tb: 240, bb: 40, sf: 5, hbp: 5, woba: 0.36, wraa: 15, wrc: 80, wrc_plus: 130 }),
      batting({ pa: 110, ab: 100, h: 30, hr: 2, tb: 40, bb: 8, sf: 1, hbp: 1, woba: 0.3, wraa: -1, wrc: 11, wrc_plus: 90 }),
    ])
    expect(total.h).toBe(180)
    expect(total.avg).toBeCloseTo(0.3, 10)
    // OBP = (180 + 48 + 6) / (600 + 48 + 6 + 6) = 234 / 660
    expect(total.obp).toBeCloseTo(234 / 660, 10)
    // wOBA weighted by AB + BB − IBB + SF + HBP: (0.36 × 550 + 0.3 × 110) / 660 = 0.35
    expect(total.woba).toBeCloseTo(0.35, 10)
    expect(total.wraa).toBe(14)
    expect(total.wrc).toBe(91)
    expect(total.wrc_plus).toBeNull()
  })

  it('keeps one line’s wRC+ and leaves a sum without a line’s wRAA blank', () => {
    expect(combineBatting([batting({ pa: 10, ab: 10, h: 3, woba: 0.3, wrc_plus: 101, wraa: 0.5 })]).wrc_plus).toBe(101)
    expect(combineBatting([batting({ wraa: 2 }), batting({ wraa: null })]).wraa).toBeNull()
  })
})

describe('combinePitching', () => {
  it('computes ERA from the summed outs and FIP as the outs-weighted mean: 2.50 over 180 IP and 4.00 over 60 IP', () => {
    const total = combinePitching([pitching({ outs: 540, er: 50, so: 180, fip: 3 }), pitching({ outs: 180, er: 30, so: 50, fip: 4 })])
    // ERA = 80 × 27 / 720 = 3.00; FIP = (3 × 540 + 4 × 180) / 720 = 3.25
    expect(total.era).toBeCloseTo(3, 10)
    expect(total.fip).toBeCloseTo(3.25, 10)
    expect(total.so).toBe(230)
  })

  it('leaves wild pitches blank when a line has none on record (2024 counts them per club only)', () => {
    expect(combinePitching([pitching({ wp: 3 }), pitching({ wp: null })]).wp).toBeNull()
    expect(combinePitching([pitching({ wp: 3 }), pitching({ wp: 2 })]).wp).toBe(5)
  })
})
