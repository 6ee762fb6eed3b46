import { parseSplitFilter } from '@/lib/domain/splits/split-filter'
import { explorerSearchSchema } from '@/lib/schemas/stats-explorer'
import { explorerCatalogue } from './explorer-columns'
import { explorerColumnKeys, explorerViewFrom } from './explorer-view'
import { editQuery, readControls, searchOfRecord, sortedSearch } from './explorer-query'

const SEASONS = [2025, 2024, 2016]

test('a control’s change keeps the other params in the links’ order and starts again at page 1', () => {
  expect(editQuery('team=g&page=3&hand=L', { league: 'central', team: null })).toBe('league=central&hand=L')
  expect(editQuery('hand=L&season=2024', { cols: 'hr,avg', preset: null })).toBe('season=2024&cols=hr%2Cavg&hand=L')
  expect(editQuery('page=2&utm=x', { page: '3' })).toBe('page=3&utm=x')
  expect(editQuery('', {})).toBe('')
})

test('one URL spelled by the server (a searchParams object) and by the browser compares equal once sorted', () => {
  const record = { team: 'g', hand: 'L', season: ['2024', '2023'] }
  expect(sortedSearch(searchOfRecord(record))).toBe(sortedSearch(new URLSearchParams('hand=L&season=2024&team=g&season=2023')))
  expect(sortedSearch('b=1&a=2')).toBe('a=2&b=1')
})

test.each([
  ['batting', ''],
  ['batting', 'season=2016&through=2025&team=g&league=central&pos=ss&qualified=false&min=100&cols=hr,avg'],
  ['batting', 'season=1999&through=2015&team=zz&pos=sp&preset=pitch&min=x&cols=era'],
  ['pitching', 'season=2024&through=2024&league=pacific&pos=rp&preset=saber'],
  ['pitching', 'preset=bad&cols=avg,fip,,csw_pct&qualified=no'],
] as const)('the controls read %s ?%s as the server settles it', (side, search) => {
  const params = new URLSearchParams(search)
  const raw = Object.fromEntries(params)
  const { view } = explorerViewFrom(side, explorerSearchSchema.parse(raw), parseSplitFilter(raw), SEASONS)
  const state = readControls(side, params, SEASONS, explorerCatalogue(side))
  expect(state).toEqual({
    season: view.from,
    through: view.to === view.from ? null : view.to,
    team: view.team,
    league: view.league,
    pos: view.pos,
    qualified: view.qualified,
    min: view.min === null ? '' : String(view.min),
    preset: view.preset,
    columns: explorerColumnKeys(view),
    custom: view.cols !== null,
  })
})
