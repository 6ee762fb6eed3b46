import { statColumn } from '@/components/stats/records/stat-columns'
import { glossaryEntry } from '@/lib/domain/glossary/glossary'
import { explorerKeys } from '@/lib/domain/stats/explorer-columns'
import { allExplorerColumns, explorerColumn, explorerColumns } from './explorer-columns'

const SIDES = ['batting', 'pitching'] as const

test('every explorer key of a side has a labelled column, each label once', () => {
  for (const side of SIDES) {
    const columns = allExplorerColumns(side)
    expect(columns.map((column) => column.key)).toEqual([...explorerKeys(side)])
    expect(new Set(columns.map((column) => column.label)).size).toBe(columns.length)
  }
})

test('a column the records pages show keeps their label, format and glossary entry', () => {
  for (const key of ['avg', 'wrc_plus', 'outs']) {
    const side = key === 'outs' ? 'pitching' : 'batting'
    expect(explorerColumn(side, key)).toBe(statColumn(side, key))
  }
  expect(explorerColumn('pitching', 'k_bb_pct')).toMatchObject({ label: 'K-BB%', format: 'percent' })
  expect(explorerColumn('pitching', 'avg_speed')).toMatchObject({ label: '平均球速', format: 'decimal1' })
  expect(explorerColumns('batting', ['avg', 'nonsense', 'gb_pct']).map((column) => column.label)).toEqual(['打率', 'GB%'])
})

test('the pitch-level columns link to the pitch glossary’s entries', () => {
  for (const key of ['swing_pct', 'contact_pct', 'chase_pct', 'whiff_pct', 'zone_pct', 'csw_pct', 'put_away_pct', 'avg_speed', 'max_speed', 'pitches']) {
    const column = explorerColumn('pitching', key)
    expect([key, column && glossaryEntry(column.glossary.key, column.glossary.side)?.group]).toEqual([key, 'pitch'])
  }
})
