/** One PA as calibration sees it: the home club's WE before it, and how the game ended for home. */
export type CalibrationSample = { predicted: number; outcome: number }

/** PAs whose predicted WE fell in [lower, upper): their count, mean prediction and mean result. */
export type CalibrationBin = { lower: number; upper: number; pas: number; predicted: number; observed: number }

/**
 * `brier` is the mean squared error of the predictions; `baseline` the same score for a forecaster
 * who always says the season's mean result, so a model is worth having when brier < baseline.
 */
export type Calibration = { pas: number; brier: number; baseline: number; bins: CalibrationBin[] }

/** Width of a bin: 5 points of WE, 20 bins. */
export const CALIBRATION_BIN_WIDTH = 0.05
const BINS = Math.round(1 / CALIBRATION_BIN_WIDTH)

/**
 * The home club's result on the scale WE is on (weForWpa = P(win) + ½·P(tie)): a win 1, a tie ½,
 * a loss 0. Scoring ties as ½ keeps the result comparable to the prediction it is checked against.
 *
 * @example homeOutcome(3, 3) // 0.5
 */
export function homeOutcome(homeRuns: number, awayRuns: number): number {
  return homeRuns > awayRuns ? 1 : homeRuns < awayRuns ? 0 : 0.5
}

/** The bin a prediction falls in; 1.0 (a decided game) belongs to the last one. */
export function binIndex(predicted: number): number {
  const index = Math.floor(predicted * BINS + 1e-9)
  return index < 0 ? 0 : index >= BINS ? BINS - 1 : index
}

/**
 * Calibration of win expectancy: predictions grouped into 5-point bins, each bin's mean prediction
 * against its mean result (a calibrated model lies on the diagonal), and the Brier score over all
 * PAs, mean (predicted − outcome)² (Brier 1950, "Verification of forecasts expressed in terms of
 * probability"). Empty bins are left out; no samples give null.
 *
 * @example calibrate([{ predicted: 0.8, outcome: 1 }, { predicted: 0.8, outcome: 0 }]).brier // (0.04 + 0.64) / 2 = 0.34
 */
export function calibrate(samples: Iterable<CalibrationSample>): Calibration | null {
  const sums = Array.from({ length: BINS }, () => ({ pas: 0, predicted: 0, observed: 0 }))
  let pas = 0
  let squared = 0
  let outcomes = 0
  let outcomesSquared = 0
  for (const { predicted, outcome } of samples) {
    const bin = sums[binIndex(predicted)]
    if (bin === undefined || !Number.isFinite(predicted) || !Number.isFinite(outcome)) continue
    bin.pas += 1
    bin.predicted += predicted
    bin.observed += outcome
    pas += 1
    squared += (predicted - outcome) ** 2
    outcomes += outcome
    outcomesSquared += outcome * outcome
  }
  if (pas === 0) return null
  const mean = outcomes / pas
  const bins = sums.flatMap((bin, index) =>
    bin.pas === 0
      ? []
      : [{ lower: index / BINS, upper: (index + 1) / BINS, pas: bin.pas, predicted: bin.predicted / bin.pas, observed: bin.observed / bin.pas }],
  )
  // Σ(mean − o)² / n = Σo²/n − mean², the variance of the results.
  return { pas, brier: squared / pas, baseline: Math.max(0, outcomesSquared / pas - mean * mean), bins }
}

/** The bin farthest from the diagonal among those with at least `minPas` PAs, or null. */
export function worstBin(calibration: Calibration, minPas: number): (CalibrationBin & { gap: number }) | null {
  let worst: (CalibrationBin & { gap: number }) | null = null
  for (const bin of calibration.bins) {
    const gap = bin.observed - bin.predicted
    if (bin.pas >= minPas && (worst === null || Math.abs(gap) > Math.abs(worst.gap))) worst = { ...bin, gap }
  }
  return worst
}
