import { seasonValues } from './career-series'

test('a season reads its one line, a traded season its total, oldest first; a missing stat is null', () => {
  const rows = [
    { season: 2024, team: 'g', line: { hr: 20, avg: 0.281 } },
    { season: 2023, team: 't', line: { hr: 12, avg: 0.25 } },
    { season: 2024, team: 't', line: { hr: 5, avg: 0.2 } },
    { season: 2024, team: null, line: { hr: 25, avg: 0.262 } },
    { season: 2025, team: 't', line: { hr: 0, avg: null } },
  ]
  expect(seasonValues(rows, 'hr')).toEqual([
    { season: 2023, value: 12 },
    { season: 2024, value: 25 },
    { season: 2025, value: 0 },
  ])
  expect(seasonValues(rows, 'avg').map((point) => point.value)).toEqual([0.25, 0.262, null])
  expect(seasonValues(rows, 'wrc_plus').map((point) => point.value)).toEqual([null, null, null])
})
