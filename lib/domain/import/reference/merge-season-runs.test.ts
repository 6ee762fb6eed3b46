import { mergeSeasonRuns } from './merge-season-runs'
import type { OfficialStandingRow } from './official-standing-row'

const giants: OfficialStandingRow = {
  team: 'g', league: 'central', g: 143, w: 77, l: 59, t: 7, pct: 0.566, gamesBehind: null,
  home: { w: 39, l: 30, t: 3 }, road: { w: 38, l: 29, t: 4 }, vs: {},
}
const tigers: OfficialStandingRow = { ...giants, team: 't', w: 74, l: 63, t: 6, pct: 0.54, gamesBehind: 3.5 }

test('runs join on club and must come with the same record', () => {
  const merged = mergeSeasonRuns([giants, tigers], [{ team: 'g', w: 77, l: 59, t: 7, runsScored: 462, runsAllowed: 381 }], 'runs.csv')
  expect(merged[0]).toMatchObject({ team: 'g', runsScored: 462, runsAllowed: 381 })
  expect(merged[1]).not.toHaveProperty('runsScored')
})

test('a record that disagrees stops the merge', () => {
  expect(() => mergeSeasonRuns([giants], [{ team: 'g', w: 70, l: 59, t: 7, runsScored: 400, runsAllowed: 381 }], 'runs.csv')).toThrow(
    'runs.csv: g is 70-59-7 there but 77-59-7 in the official standings',
  )
})
