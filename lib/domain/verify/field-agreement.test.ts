import { compareField, joinByRomaji, romajiKey } from './field-agreement'

test('a field is compared on every official line: exact lines, league totals over all our lines, residuals kept', () => {
  const official = [
    { playerId: '1', name: 'A', team: 'g', r: 70, pa: 500 },
    { playerId: '2', name: 'B', team: 'g', r: 5, pa: 40 },
    { playerId: '3', name: 'C', team: 't', r: 1, pa: 10 },
  ]
  const ours = new Map([['1|g', { r: 71 }], ['2|g', { r: 5 }], ['9|g', { r: 2 }]])
  const result = compareField(official, ours, { key: 'r', label: 'R', total: true }, (line) => Number(line.pa) >= 100)
  expect(result).toMatchObject({ compared: 3, exact: 1, comparedQualified: 1, exactQualified: 0, oursTotal: 78, officialTotal: 76 })
  expect(result.residuals).toEqual([
    { key: 'r', name: 'A', team: 'g', ours: 71, official: 70 },
    { key: 'r', name: 'C', team: 't', ours: null, official: 1 },
  ])
})

test('rates are compared as printed', () => {
  const result = compareField([{ playerId: '1', name: 'A', team: 'g', avg: 0.316 }], new Map([['1|g', { avg: 0.31579 }]]), { key: 'avg', label: 'AVG', digits: 3 }, () => true)
  expect(result.exact).toBe(1)
})

test('an official line without an id is joined by romaji name and club, either name order', () => {
  expect(romajiKey('Keuchel Dallas')).toBe(romajiKey('Dallas Keuchel'))
  const lines = [{ playerId: null, name: 'Keuchel Dallas', team: 'm' }, { playerId: null, name: 'Nobody Here', team: 'm' }]
  expect(joinByRomaji(lines, [{ id: '63265159', romaji: 'Dallas Keuchel', team: 'm' }]).map((line) => line.playerId)).toEqual(['63265159', null])
})

test('a count our source does not give per player (null) is counted apart, not as a residual', () => {
  const official = [{ playerId: '1', name: 'A', team: 'g', wp: 3 }, { playerId: '2', name: 'B', team: 'g', wp: 0 }]
  const ours = new Map([['1|g', { wp: null }], ['2|g', { wp: 0 }]])
  const result = compareField(official, ours, { key: 'wp', label: 'WP', total: true }, () => true)
  expect(result).toMatchObject({ compared: 2, exact: 1, unsourced: 1, residuals: [] })
})
