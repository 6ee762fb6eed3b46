import { createRng } from '@/lib/domain/simulation/rng'
import {
  batterRatingsFromStats,
  battingNorms,
  pitcherRatingsFromStats,
  pitchingNorms,
  regressedRate,
  repertoireFromMix,
  type BattingLine,
  type PitchingLine,
} from './ratings-from-stats'

/** A league of 120 hitters around NPB-like rates (K 19.7%, BB 7.3%, HR/PA 2.1%), drawn from a fixed seed. */
function league(): BattingLine[] {
  const rng = createRng(7)
  return Array.from({ length: 120 }, () => {
    const pa = rng.int(50, 620)
    const rate = (mean: number, spread: number) => Math.max(0, mean + rng.normal() * spread)
    const so = Math.round(pa * rate(0.197, 0.05))
    const bb = Math.round(pa * rate(0.073, 0.025))
    const hr = Math.round(pa * rate(0.021, 0.012))
    const ab = pa - bb - Math.round(pa * 0.02)
    const h = Math.round((ab - so - hr) * rate(0.3, 0.03)) + hr
    const doubles = Math.round(h * 0.17)
    const triples = Math.round(h * rate(0.02, 0.01))
    return { pa, ab, h, doubles, triples, hr, bb, ibb: Math.round(bb * 0.05), hbp: Math.round(pa * 0.01), so, sf: Math.round(pa * 0.008), sb: Math.round(h * rate(0.05, 0.05)), cs: Math.round(h * 0.02) }
  })
}

const sum = (lines: readonly BattingLine[]): BattingLine => {
  const total: BattingLine = { pa: 0, ab: 0, h: 0, doubles: 0, triples: 0, hr: 0, bb: 0, ibb: 0, hbp: 0, so: 0, sf: 0, sb: 0, cs: 0 }
  for (const line of lines) for (const key of Object.keys(total) as (keyof BattingLine)[]) total[key] += line[key]
  return total
}

test('regression to the mean by the stabilisation point (Carleton, BP 2012): 30 HR in 589 PA, league 2.06%, k = 170 → 4.41%', () => {
  const spec = { count: (line: { hr: number; pa: number }) => line.hr, chances: (line: { hr: number; pa: number }) => line.pa, stabilizes: 170 }
  expect(regressedRate(spec, { hr: 30, pa: 589 }, 0.0206)).toBeCloseTo((30 + 0.0206 * 170) / (589 + 170), 12)
  expect(regressedRate(spec, { hr: 30, pa: 589 }, 0.0206)).toBeCloseTo(0.04414, 5)
})

test('the league’s own average line maps to 0 on every batting scale', () => {
  const lines = league()
  const norms = battingNorms(lines)
  const ratings = batterRatingsFromStats(sum(lines), norms)
  for (const value of Object.values(ratings)) expect(Math.abs(value)).toBeLessThan(1e-9)
  expect(norms.hr.mean).toBeGreaterThan(0.015)
  expect(norms.hr.sd).toBeGreaterThan(0)
})

test('a 40-HR hitter rates above +1.5 in power; a contact hitter who rarely strikes out above 0 in contact', () => {
  const norms = battingNorms(league())
  const slugger: BattingLine = { pa: 600, ab: 520, h: 150, doubles: 28, triples: 1, hr: 40, bb: 70, ibb: 5, hbp: 6, so: 140, sf: 4, sb: 2, cs: 1 }
  expect(batterRatingsFromStats(slugger, norms).power).toBeGreaterThan(1.5)
  const slapHitter: BattingLine = { pa: 600, ab: 550, h: 180, doubles: 20, triples: 8, hr: 2, bb: 35, ibb: 0, hbp: 5, so: 45, sf: 5, sb: 35, cs: 8 }
  const ratings = batterRatingsFromStats(slapHitter, norms)
  expect(ratings.contact).toBeGreaterThan(0.5)
  expect(ratings.power).toBeLessThan(-0.5)
  expect(ratings.speed).toBeGreaterThan(1)
})

test('a line of a few PA stays near 0: the regression pulls it to the league', () => {
  const norms = battingNorms(league())
  const ratings = batterRatingsFromStats({ pa: 4, ab: 4, h: 2, doubles: 0, triples: 0, hr: 2, bb: 0, ibb: 0, hbp: 0, so: 0, sf: 0, sb: 0, cs: 0 }, norms)
  expect(Math.abs(ratings.power)).toBeLessThan(1.5)
  expect(Math.abs(ratings.eye)).toBeLessThan(0.5)
})

function staff(): PitchingLine[] {
  const rng = createRng(11)
  return Array.from({ length: 80 }, (_, index) => {
    const starter = index < 30
    const bf = starter ? rng.int(300, 700) : rng.int(80, 280)
    const gs = starter ? Math.round(bf / 24) : 0
    const g = starter ? gs : rng.int(20, 60)
    const bip = Math.round(bf * 0.68)
    return { g, gs, outs: Math.round(bf * 0.7), bf, so: Math.round(bf * (0.2 + rng.normal() * 0.04)), bb: Math.round(bf * (0.075 + rng.normal() * 0.02)), ibb: 1, gb: Math.round(bip * (0.45 + rng.normal() * 0.06)), ld: Math.round(bip * 0.2), fb: Math.round(bip * 0.27), pu: Math.round(bip * 0.08) }
  })
}

test('pitchers: K% drives stuff, walks cost control, his own four-seam speed and mix come through', () => {
  const norms = pitchingNorms(staff(), { speedSum: 146 * 1000, speeds: 1000 })
  expect(norms.velocity).toBe(146)
  const ace: PitchingLine = { g: 25, gs: 25, outs: 540, bf: 720, so: 210, bb: 30, ibb: 0, gb: 230, ld: 90, fb: 130, pu: 40 }
  const mix = [
    { type: 'FF' as const, pitches: 1500, speedSum: 1500 * 152, speeds: 1500 },
    { type: 'FK' as const, pitches: 700, speedSum: 700 * 139, speeds: 700 },
    { type: 'SL' as const, pitches: 20, speedSum: 20 * 133, speeds: 20 },
  ]
  const ratings = pitcherRatingsFromStats(ace, mix, norms)
  expect(ratings.stuff).toBeGreaterThan(1.5)
  expect(ratings.control).toBeGreaterThan(0.5)
  expect(ratings.stamina).toBeGreaterThan(0)
  expect(ratings.velocity).toBe(152)
  // The slider is under 2% of his pitches and left out.
  expect(ratings.repertoire.map((entry) => entry.type)).toEqual(['FF', 'FK'])
  const wild = pitcherRatingsFromStats({ g: 40, gs: 0, outs: 120, bf: 180, so: 30, bb: 35, ibb: 0, gb: 0, ld: 0, fb: 0, pu: 0 }, [], norms)
  expect(wild.control).toBeLessThan(-1)
  expect(wild.grounders).toBe(0)
  expect(wild.stamina).toBe(0)
  expect(wild.velocity).toBe(146)
})

test('a pitcher with too few timed pitches gets the simulator’s usual mix, whose weights sum to 1', () => {
  const repertoire = repertoireFromMix([{ type: 'FF', pitches: 10, speedSum: 1450, speeds: 10 }])
  expect(repertoire[0]?.type).toBe('FF')
  expect(repertoire.reduce((total, entry) => total + entry.weight, 0)).toBeCloseTo(1, 12)
})
