import { formatEra, formatGamesBehind, formatInnings, formatPercent, formatRate3, formatSigned } from '@/lib/domain/format/numbers'
import { formatStat } from '@/lib/domain/format/stat-format'
import { BASE_OUT_STATES } from '@/lib/domain/sabermetrics/base-out-state'
import { fip, fipConstant } from '@/lib/domain/sabermetrics/fip'
import { appliedParkFactor, parkFactor, regressParkFactor } from '@/lib/domain/sabermetrics/park-factors'
import { re24 } from '@/lib/domain/sabermetrics/run-expectancy'
import { weForWpa } from '@/lib/domain/sabermetrics/win-expectancy'
import { woba, wraa, wrc, wrcPlus } from '@/lib/domain/sabermetrics/woba'
import { wpa } from '@/lib/domain/sabermetrics/wpa'
import { battingRates } from '@/lib/domain/stats/batting'
import { magicAgainst } from '@/lib/domain/stats/magic-number'
import { pitchingRates } from '@/lib/domain/stats/pitching'
import { pythagoreanWinPct } from '@/lib/domain/stats/pythagorean'
import { qualifyingOuts, qualifyingPlateAppearances } from '@/lib/domain/stats/qualifiers'
import { rate } from '@/lib/domain/stats/rate'
import { gamesBehind, winningPercentage } from '@/lib/domain/stats/standings'
import { pitchingRuns, playerValue } from '@/lib/domain/titles/player-value'
import { GLOSSARY } from './glossary'

/** The batter of the batting examples: 562 PA, 500 AB, 150 H (30 2B, 3 3B, 25 HR), 50 BB (2 IBB), 5 HBP, 3 SH, 4 SF, 100 SO. */
const BATTER = { pa: 562, ab: 500, h: 150, doubles: 30, triples: 3, hr: 25, bb: 50, ibb: 2, hbp: 5, so: 100, sf: 4, sh: 3 }
const BATTER_RATES = battingRates(BATTER)
/** The pitcher of the pitching examples: 540 outs (180 IP), 720 BF, 150 H, 15 HR, 45 BB, 180 SO, 50 ER. */
const PITCHER_RATES = pitchingRates({ outs: 540, bf: 720, h: 150, hr: 15, bb: 45, ibb: 0, hbp: 5, so: 180, r: 55, er: 50 })
/** FanGraphs' MLB 2015 weights (conventions page), the wOBA example's. */
const FANGRAPHS_2015 = { wBB: 0.687, wHBP: 0.718, w1B: 0.881, w2B: 1.256, w3B: 1.594, wHR: 2.065, scale: 1.251 }
const WOBA_LINE = { woba: 0.4, leagueWoba: 0.313, scale: 1.251, pa: 600 }

/** A matrix with RE(0 out, 1B) = 0.684 and RE(0 out, 2B) = 0.906, the RE24 example's. */
const MATRIX = BASE_OUT_STATES.map((state) => ({
  ...state,
  runsToEnd: state.outs === 0 && state.bases === 1 ? 0.684 : state.outs === 0 && state.bases === 2 ? 0.906 : 0.5,
  sample: 1,
}))

const ONLY_WIN = { win: 1, tie: 0, loss: 0 }

/** Each example's result as our own code computes and prints it: [anchor, printed result]. */
const EXPECTED: ReadonlyArray<readonly [string, string]> = [
  ['tb', `${BATTER_RATES.tb}塁打`],
  ['avg', formatRate3(BATTER_RATES.avg)],
  ['obp', formatRate3(BATTER_RATES.obp)],
  ['slg', formatRate3(BATTER_RATES.slg)],
  ['ops', formatRate3(BATTER_RATES.ops)],
  ['iso', formatRate3(BATTER_RATES.iso)],
  ['babip', formatRate3(BATTER_RATES.babip)],
  ['k_pct', formatPercent(BATTER_RATES.kPct)],
  ['bb_pct', formatPercent(BATTER_RATES.bbPct)],
  ['qualifying_pa', `${qualifyingPlateAppearances(143)}打席`],
  ['era', formatEra(PITCHER_RATES.era)],
  ['k9', formatStat(PITCHER_RATES.k9, 'decimal2')],
  ['bb9', formatStat(PITCHER_RATES.bb9, 'decimal2')],
  ['hr9', formatStat(PITCHER_RATES.hr9, 'decimal2')],
  ['whip', formatStat(PITCHER_RATES.whip, 'decimal2')],
  ['kbb', formatStat(PITCHER_RATES.kbb, 'decimal2')],
  ['pitching-k_pct', formatPercent(PITCHER_RATES.kPct)],
  ['pitching-bb_pct', formatPercent(PITCHER_RATES.bbPct)],
  ['outs', `${formatInnings(370)}回`],
  ['qualifying_ip', `${qualifyingOuts(143)}アウト`],
  ['winning_percentage', formatRate3(winningPercentage(73, 52))],
  ['pythagorean_wp', formatRate3(pythagoreanWinPct({ runsScored: 600, runsAllowed: 500 }))],
  ['games_behind', formatGamesBehind(gamesBehind({ wins: 80, losses: 50 }, { wins: 75, losses: 55 }))],
  ['magic', `マジックは${magicAgainst({ wins: 80, losses: 50, remaining: 13 }, { wins: 75, losses: 55, remaining: 13 }, 3)}`],
  ['runs_per_game', formatStat(rate(6214, 1716), 'decimal2')],
  ['hr_per_game', formatStat(rate(1299, 1716), 'decimal2')],
  ['fpct', formatRate3(rate(250 + 400, 250 + 400 + 10))],
  ['cs_pct', formatRate3(rate(20, 60 + 20))],
  ['rf', formatStat(rate(650 * 27, 3600), 'decimal2')],
  ['woba', formatRate3(woba({ ab: 500, h: 150, doubles: 30, triples: 3, hr: 25, bb: 50, ibb: 2, hbp: 5, sf: 4 }, FANGRAPHS_2015))],
  ['woba_scale', formatStat(rate(0.31, 0.25), 'decimal2')],
  ['wraa', formatSigned(wraa(WOBA_LINE), 1)],
  ['wrc', formatStat(wrc({ ...WOBA_LINE, leagueRunsPerPa: 0.115 }), 'decimal1')],
  ['wrc_plus', formatStat(wrcPlus({ ...WOBA_LINE, leagueRunsPerPa: 0.115, parkFactor: 1.03 }), 'integer')],
  ['fip', formatEra(fip({ hr: 15, bb: 40, hbp: 5, so: 180, outs: 540, constant: 2.727 }))],
  ['fip_constant', formatStat(fipConstant({ er: 2800, hr: 600, bb: 2500, hbp: 300, so: 6000, outs: 23100 }), 'decimal3')],
  ['pitching_runs', formatSigned(pitchingRuns({ fip: 2.5, leagueEra: 3.5, outs: 540 }), 1)],
  ['player_value', formatSigned(playerValue({ battingRuns: -4, pitchingRuns: 20 }), 1)],
  ['run_expectancy', formatStat(rate(4000, 10000), 'decimal3')],
  ['re24', formatSigned(re24({ before: { outs: 0, bases: 1 }, after: { outs: 0, bases: 2 }, runsOnPlay: 1, matrix: MATRIX }), 3)],
  ['win_expectancy', formatRate3(weForWpa({ win: 0.486, tie: 0.028, loss: 0.486 }))],
  ['wpa', formatSigned(wpa({ before: { win: 0.35, tie: 0, loss: 0.65 }, after: ONLY_WIN }), 3)],
  ['li', formatStat(rate(0.09, 0.036), 'decimal1')],
]

test.each(EXPECTED)('the worked example of %s ends in %s, as lib/domain computes and lib/domain/format prints it', (anchor, result) => {
  const example = GLOSSARY.find((entry) => entry.anchor === anchor)?.formula?.example ?? ''
  expect(example).toContain(result)
})

test('the park factor example: raw, regressed for one year, and applied to a season line (conventions page)', () => {
  const example = GLOSSARY.find((entry) => entry.anchor === 'park_factor')?.formula?.example ?? ''
  const raw = parkFactor({ homeRuns: 650, homeGames: 71, roadRuns: 560, roadGames: 72 }) ?? Number.NaN
  // The example regresses the printed 1.177, so the chain is checked on the rounded steps it shows.
  const regressed = regressParkFactor(Number(formatStat(raw, 'decimal3')), 1)
  const applied = appliedParkFactor(Number(formatStat(regressed, 'decimal3')))
  for (const value of [formatStat(raw, 'decimal3'), formatStat(regressed, 'decimal3'), formatStat(applied, 'decimal3')]) expect(example).toContain(value)
})
