import { createRng } from '@/lib/domain/simulation/rng'
import { buildTransitionModel } from '@/lib/domain/sabermetrics/transition-model'
import { toyTransitions } from '@/lib/domain/sabermetrics/toy-transitions'
import { NPB_RULES, weForWpa, winExpectancy } from '@/lib/domain/sabermetrics/win-expectancy'
import { calibrate, worstBin, type CalibrationSample } from './calibration'
import { playOutGame } from './win-model-playout'

const model = buildTransitionModel(toyTransitions({ outs: 13, singles: 4, homers: 1 }))

test('the chain’s games follow the rules: whole innings, no bottom of the 9th with home ahead, a tie only after 12', () => {
  const rng = createRng(7)
  for (let game = 0; game < 300; game++) {
    const { states, outcome } = playOutGame(model, () => rng.next())
    const last = states[states.length - 1]
    expect(states[0]).toEqual({ inning: 1, half: 'top', outs: 0, bases: 0, scoreDiff: 0 })
    expect(states.some((state) => state.half === 'bottom' && state.inning >= NPB_RULES.regulationInnings && state.scoreDiff > 0)).toBe(false)
    expect(outcome !== 0.5 || last?.inning === NPB_RULES.maxInnings).toBe(true)
    expect(last?.inning ?? 0).toBeGreaterThanOrEqual(NPB_RULES.regulationInnings)
  }
})

test('oracle: on 20,000 games the chain plays itself, WE is calibrated — no bin of 1,000+ PAs off by more than 3 points', () => {
  const rng = createRng(2025)
  const samples: CalibrationSample[] = []
  let home = 0
  for (let game = 0; game < 20_000; game++) {
    const { states, outcome } = playOutGame(model, () => rng.next())
    home += outcome
    for (const state of states) samples.push({ predicted: weForWpa(winExpectancy(model, state)), outcome })
  }
  const calibration = calibrate(samples)
  const worst = calibration && worstBin(calibration, 1000)
  expect(Math.abs(worst?.gap ?? 1)).toBeLessThanOrEqual(0.03)
  // The first pitch: the chain's own share of home results against its prediction (SE ≈ .0035).
  expect(Math.abs(home / 20_000 - weForWpa(winExpectancy(model, { inning: 1, half: 'top', outs: 0, bases: 0, scoreDiff: 0 })))).toBeLessThan(0.015)
})
