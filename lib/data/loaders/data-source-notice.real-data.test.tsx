import { renderToStaticMarkup } from 'react-dom/server'
import { dataSourceFrom, dataSourceNote, isSimulated, simulatedCsvNotice } from './get-data-source'
import { readRealDatabase, realDatabasePath } from '@/lib/data/testing/real-database'
import { readSimDatabase } from '@/lib/data/testing/sim-database'
import { SimulatedDataNotice } from '@/components/layout/SimulatedDataNotice'

// The layout, the OG card route and the CSV all decide by isSimulated(dataSourceFrom(db)); these
// read the two databases Jest built, since e2e runs on the simulated league only.
const notice = (simulated: boolean) => renderToStaticMarkup(<SimulatedDataNotice simulated={simulated} />)

test('on the simulated league the notice, the CSV line and the footer all say the data is fictional', () => {
  const source = readSimDatabase(dataSourceFrom)
  expect(isSimulated(source)).toBe(true)
  expect(notice(isSimulated(source))).toContain('このサイトのデータは架空のシミュレーションリーグです')
  expect(simulatedCsvNotice(source)).toContain('架空のシミュレーションリーグ')
  expect(dataSourceNote(source)).toContain('架空のもの')
})

const withReal = realDatabasePath() ? test : test.skip
withReal('on an imported npb.jp database no notice shows and the footer names what was imported', () => {
  const source = readRealDatabase(dataSourceFrom)
  expect(source?.kind).toBe('npb')
  expect(notice(isSimulated(source))).toBe('')
  expect(simulatedCsvNotice(source)).toBeNull()
  expect(dataSourceNote(source)).toMatch(/^データ出典: NPB公式サイト（npb\.jp）の試合記録（2024〜2025年）/)
})
