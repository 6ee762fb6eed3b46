import { byStageOrder, POSTSEASON_KINDS, stageLabel } from './postseason'

test('stages are named as box scores name them and sort by season, then in the order they are played', () => {
  expect(POSTSEASON_KINDS).toEqual(['climax_first', 'climax_final', 'japan_series'])
  expect(stageLabel('japan_series')).toBe('日本シリーズ')
  const rows = [
    { season: 2025, stage: 'climax_first' as const },
    { season: 2024, stage: 'japan_series' as const },
    { season: 2024, stage: 'climax_final' as const },
  ]
  expect([...rows].sort(byStageOrder)).toEqual([rows[2], rows[1], rows[0]])
})
