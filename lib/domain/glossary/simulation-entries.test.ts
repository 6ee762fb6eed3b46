import { formatRate3 } from '@/lib/domain/format/numbers'
import { brierScore } from '@/lib/domain/simulation/championship/brier'
import { log5 } from '@/lib/domain/simulation/championship/log5'
import { agingCurve, type AgingLine } from '@/lib/domain/simulation/projection/aging-curve'
import { marcelRates } from '@/lib/domain/simulation/projection/marcel'
import { magicAgainst } from '@/lib/domain/stats/magic-number'
import { glossaryEntry } from './glossary'

const example = (key: string) => glossaryEntry(key)?.formula?.example ?? ''

describe('the simulation glossary examples end in what lib/domain computes', () => {
  it('log5 of a .600 club against a .400 club', () => {
    expect(example('log5')).toContain(`＝ ${formatRate3(log5(0.6, 0.4))}`)
    expect(glossaryEntry('odds_ratio')?.key).toBe('log5')
  })

  it('自力優勝: the club clinches by winning out when its magic number against the rival exists', () => {
    const magic = magicAgainst({ wins: 80, losses: 50, remaining: 13 }, { wins: 75, losses: 55, remaining: 13 }, 3)
    expect(example('self_clinch')).toContain(`${magic}勝で決まる`)
  })

  it('the Brier score of two forecasts', () => {
    expect(example('brier')).toContain(`＝ ${(brierScore([{ probability: 0.7, happened: true }, { probability: 0.3, happened: false }]) ?? Number.NaN).toFixed(2)}`)
  })

  it('Marcel’s one-season home-run rate', () => {
    const projected = marcelRates({
      seasons: [{ opportunities: 600, counts: { hr: 30 }, league: { hr: 0.025 } }],
      weights: [5],
      regression: 1200,
      effects: { hr: 'good' },
      ageFactor: 1,
    })
    expect(example('marcel')).toContain(`＝ ${(projected?.rates.hr ?? 0).toFixed(4).replace(/^0/, '')}`)
  })

  it('the delta method weights each pair by the harmonic mean of its samples', () => {
    // A large field with no age holds the league level at .320 in both seasons, so the pairs' own changes are what moves.
    const field = (season: number): AgingLine<'woba'> => ({ playerId: 'field', season, age: null, sample: 1e9, values: { woba: 0.32 } })
    const line = (playerId: string, season: number, age: number, sample: number, woba: number): AgingLine<'woba'> => ({ playerId, season, age, sample, values: { woba } })
    const curve = agingCurve(
      [field(2024), field(2025), line('a', 2024, 25, 400, 0.33), line('a', 2025, 26, 600, 0.34), line('b', 2024, 25, 200, 0.31), line('b', 2025, 26, 200, 0.306)],
      { metrics: ['woba'], minSample: 100 },
    )
    const delta = curve.points.find((point) => point.age === 26)?.metrics.woba.delta ?? Number.NaN
    expect(example('aging_curve')).toContain(`＝ +${delta.toFixed(4).replace(/^0/, '')}`)
  })
})
