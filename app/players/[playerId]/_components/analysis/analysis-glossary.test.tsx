/** @jest-environment jsdom */
import '@testing-library/jest-dom'
import { render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { GLOSSARY, glossaryEntry, glossaryHref } from '@/lib/domain/glossary/glossary'
import { EXAMPLE_SEASON } from '@/lib/domain/pitching-analysis/example-season'
import { analysePitches } from '@/lib/domain/pitching-analysis/pitch-analysis'
import type { AnalysisSide } from '@/lib/domain/pitching-analysis/run-value'
import type { AvailablePitchAnalysis } from '@/lib/schemas/pitch-analysis'
import { ANALYSIS_GLOSSARY_KEYS, analysisGlossary } from './analysis-glossary'
import { arsenalColumns } from './arsenal-columns'
import { ArsenalTable } from './ArsenalTable'
import { BattedBalls } from './BattedBalls'
import { CountTable } from './CountTable'
import { PitchMix } from './PitchMix'
import { ZoneView } from './ZoneView'

const SIDES: readonly AnalysisSide[] = ['pitching', 'batting']
const analysis = (side: AnalysisSide): AvailablePitchAnalysis => ({ ...analysePitches(EXAMPLE_SEASON), playerId: 'p1', season: 2025, side, paTotal: 3, paWithoutPitches: 0, available: true })
const ANCHORS = new Set(GLOSSARY.map((entry) => entry.anchor))

/** Every table a tab draws, for one side. */
const TABLES = (side: AnalysisSide): Array<[string, ReactNode]> => {
  const data = analysis(side)
  return [
    ['arsenal', <ArsenalTable key="arsenal" analysis={data} caption="球種別" />],
    ['batted balls', <BattedBalls key="batted" analysis={data} who="例" />],
    ['pitch mix', <PitchMix key="mix" analysis={data} who="例" />],
    ['zone', <ZoneView key="zone" analysis={data} who="例" base="/players/p1/pitch-analysis/2025/zone" query={{ type: 'all', metric: 'share' }} />],
    ['count', <CountTable key="count" analysis={data} who="例" />],
  ]
}

test.each(SIDES)('every column key the %s tables map resolves to a glossary entry', (side) => {
  const missing = Object.keys(ANALYSIS_GLOSSARY_KEYS).filter((column) => {
    const ref = analysisGlossary(column, side)
    return !ref || glossaryEntry(ref.key, ref.side) === null
  })
  expect(missing).toEqual([])
})

test.each(SIDES)('every stat column of the %s arsenal table has a glossary entry; the pitch type has none', (side) => {
  const columns = arsenalColumns(side)
  expect(columns.filter((column) => column.glossary === undefined).map((column) => column.key)).toEqual(['type'])
  expect(columns.filter((column) => column.glossary && glossaryHref(column.glossary.key, column.glossary.side) === null)).toEqual([])
})

test.each(SIDES.flatMap((side) => TABLES(side).map(([name, table]) => [side, name, table] as const)))('each ? mark of the %s %s tables goes to an entry on /columns/glossary', (_side, _name, table) => {
  render(table)
  const marks = screen.getAllByRole('link', { name: /の説明$/ })
  expect(marks.length).toBeGreaterThan(0)
  const anchors = marks.map((mark) => mark.getAttribute('href')?.replace('/columns/glossary#', '') ?? '')
  expect(anchors.filter((anchor) => !ANCHORS.has(anchor))).toEqual([])
})

test('a pitcher’s 安打 and 三振 link to 被安打 and 奪三振, a batter’s to 安打 and 三振; both sides’ RV/100 to their own entry', () => {
  const headerLink = (table: ReactNode, header: string) => {
    const { unmount } = render(table)
    const href = within(screen.getByRole('columnheader', { name: header })).getByRole('link').getAttribute('href')
    unmount()
    return href
  }
  const count = (side: AnalysisSide) => <CountTable analysis={analysis(side)} who="例" />
  expect(headerLink(count('pitching'), '安打')).toBe(glossaryHref('h', 'pitching'))
  expect(glossaryEntry('h', 'pitching')?.name).toBe('被安打')
  expect(headerLink(count('pitching'), '三振')).toBe(glossaryHref('so', 'pitching'))
  expect(headerLink(count('batting'), '安打')).toBe('/columns/glossary#h')
  const arsenal = (side: AnalysisSide) => <ArsenalTable analysis={analysis(side)} caption="球種別" />
  expect(headerLink(arsenal('pitching'), '得点価値/100球')).toBe('/columns/glossary#pitching-rv_per_100')
  expect(headerLink(arsenal('batting'), '得点価値/100球')).toBe('/columns/glossary#rv_per_100')
  expect(headerLink(arsenal('pitching'), '決め球%')).toBe('/columns/glossary#put_away_pct')
})
