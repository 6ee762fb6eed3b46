import { clutch, pli, rew } from '@/lib/domain/analysis/value-clutch'
import { reliefMark } from '@/lib/domain/analysis/value-relief'
import { formatSigned } from '@/lib/domain/format/numbers'
import { formatStat } from '@/lib/domain/format/stat-format'
import { rate } from '@/lib/domain/stats/rate'
import { glossaryEntry } from './glossary'

const example = (key: string) => glossaryEntry(key)?.formula?.example ?? ''

describe('the value boards’ glossary examples end in what lib/domain computes', () => {
  it('pLI and phLI are mean LIs', () => {
    expect(example('pli')).toContain(formatStat(pli({ liSum: 750, liCount: 600 }), 'decimal2'))
    expect(example('phli')).toContain(formatStat(pli({ liSum: 2.4 + 1.1 + 0.8, liCount: 3 }), 'decimal2'))
  })

  it('WPA/LI sums each PA’s WPA over its LI, and Clutch compares it with WPA ÷ pLI', () => {
    expect(example('wpa_li')).toContain(`＝ ${formatSigned(0.1 / 2 + -0.03 / 0.5, 2)}`)
    expect(example('clutch')).toContain(formatSigned(clutch({ wpa: 2, pli: 1.25, wpaLi: 1.4 }), 2))
  })

  it('SD and MD mark relief games at ±0.06', () => {
    expect([reliefMark(0.08), reliefMark(-0.06), reliefMark(0.03)]).toEqual(['shutdown', 'meltdown', null])
    expect(example('meltdowns')).toMatch(/\+0\.08 → SD、−0\.06 → MD、\+0\.03 → どちらでもない/)
  })

  it('REW is RE24 in wins and boLI a swing over the mean swing', () => {
    expect(example('rew')).toContain(formatStat(rew(16.8, 8.4), 'decimal1'))
    const mean = (3 * 0.19 + 0.91) / 4
    expect(example('boli')).toContain(`平均${formatStat(mean, 'decimal2')}`)
    expect(example('boli')).toContain(`boLIは${formatStat(rate(0.19, mean), 'decimal2')}と${formatStat(rate(0.91, mean), 'decimal2')}`)
  })

  it('the board columns find their own entries', () => {
    for (const key of ['pli', 'phli', 'wpa_li', 'clutch', 'shutdowns', 'meltdowns', 'rew', 'boli']) expect(glossaryEntry(key)?.key).toBe(key === 'meltdowns' ? 'shutdowns' : key)
  })
})
