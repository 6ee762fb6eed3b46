import type { WobaWeights } from '@/lib/domain/sabermetrics/woba'
import { backtest } from './backtest'
import { BATTING_MODEL } from './batting-model'
import type { BattingTotals } from './batting-line'
import { leagueRates, projectSeason, type PlayerHistory } from './project-season'

const weights: WobaWeights = { wBB: 0.7, wHBP: 0.72, w1B: 0.88, w2B: 1.25, w3B: 1.6, wHR: 2.1, scale: 1.25 }
const constants = new Map([2018, 2020, 2021, 2022, 2023].map((season) => [season, { woba: weights, fipConstant: 3 }]))

/** A season of `pa` PA with `power` home runs per 100 PA; the rest fixed shares. */
function season(pa: number, power: number): BattingTotals {
  const hr = (pa * power) / 100
  const doubles = pa * 0.05
  const triples = pa * 0.005
  const singles = pa * 0.15
  const bb = pa * 0.08
  const hbp = pa * 0.01
  const sf = pa * 0.005
  const sh = pa * 0.005
  return { pa, ab: pa - bb - hbp - sf - sh, h: singles + doubles + triples + hr, doubles, triples, hr, bb, ibb: 0, hbp, sf, sh, so: pa * 0.2 }
}

const histories: PlayerHistory<BattingTotals>[] = [
  { id: 'slugger', birthDate: '1995-06-01', seasons: new Map([2020, 2021, 2022].map((y) => [y, season(600, 5)])) },
  { id: 'regular', birthDate: '1990-03-01', seasons: new Map([2020, 2021, 2022].map((y) => [y, season(500, 2)])) },
  { id: 'bench', birthDate: null, seasons: new Map([[2022, season(150, 1)]]) },
  { id: 'retired', birthDate: '1985-05-05', seasons: new Map([[2018, season(400, 3)]]) },
]

test('projecting the same inputs twice gives the same answer (pure, no randomness)', () => {
  const league = leagueRates(BATTING_MODEL, histories)
  expect(projectSeason(BATTING_MODEL, histories, league, 2023)).toEqual(projectSeason(BATTING_MODEL, histories, league, 2023))
})

test('everyone with a season in the three before is projected; the rebaselined population averages 2022\'s league', () => {
  const league = leagueRates(BATTING_MODEL, histories)
  const projections = projectSeason(BATTING_MODEL, histories, league, 2023)
  expect([...projections.keys()].sort()).toEqual(['bench', 'regular', 'slugger'])
  const target = league.get(2022)
  const all = [...projections.values()]
  const total = all.reduce((sum, p) => sum + p.playingTime, 0)
  for (const key of BATTING_MODEL.components) {
    const mean = all.reduce((sum, p) => sum + p.playingTime * p.rates[key], 0) / total
    expect(mean).toBeCloseTo(target?.[key] ?? Number.NaN, 12)
  }
  // Ages on 1 April 2023: 27 and 33; no birth date, no age factor.
  expect(projections.get('slugger')).toMatchObject({ age: 27, playingTime: 0.5 * 600 + 0.1 * 600 + 200 })
  expect(projections.get('regular')?.age).toBe(33)
  expect(projections.get('bench')).toMatchObject({ age: null, ageFactor: null, playingTime: 275 })
  // The slugger stays above the regular in power after regression.
  expect(projections.get('slugger')?.rates.hr ?? 0).toBeGreaterThan(projections.get('regular')?.rates.hr ?? 1)
})

test('the backtest scores each projected season against the naive forecast on the same players', () => {
  const league = leagueRates(BATTING_MODEL, histories)
  const result = backtest(BATTING_MODEL, histories, league, constants)
  // Seasons with one before them in the data: 2020 (after 2018), 2021, 2022.
  expect(result.seasons.map((s) => s.season)).toEqual([2020, 2021, 2022])
  // A player who repeats his line exactly is forecast perfectly by "same as last year".
  expect(result.seasons.find((s) => s.season === 2022)).toMatchObject({ players: 2, naive: 0 })
  expect(result.pooled.players).toBe(4)
  expect(result.residuals.woba.length).toBeGreaterThan(0)
  expect(backtest(BATTING_MODEL, histories, league, constants)).toEqual(result)
})
