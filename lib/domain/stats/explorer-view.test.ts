import { parseSplitFilter } from '@/lib/domain/splits/split-filter'
import { explorerSearchSchema } from '@/lib/schemas/stats-explorer'
import { changeView, explorerColumnKeys, explorerPairs, explorerViewFrom, nextSort } from './explorer-view'
import { presetKeys } from './explorer-columns'

const SEASONS = [2025, 2024, 2023, 2016]
const viewOf = (side: 'batting' | 'pitching', raw: Record<string, string | string[]>) => explorerViewFrom(side, explorerSearchSchema.parse(raw), parseSplitFilter(raw), SEASONS)
const pairs = (side: 'batting' | 'pitching', raw: Record<string, string>) => explorerPairs(viewOf(side, raw).view, 2025).filter(([, value]) => value !== null)

test('no query is the latest season, qualified, 基本, by AVG (ERA for pitchers) in the natural order, 50 a page', () => {
  const { view, fellBack } = viewOf('batting', {})
  expect(view).toEqual({
    side: 'batting', from: 2025, to: 2025, team: null, league: null, pos: null, qualified: true, min: null,
    preset: 'basic', cols: null, sort: 'avg', order: 'desc', per: '50', page: 1, filter: {},
  })
  expect(fellBack).toBe(false)
  expect(viewOf('pitching', {}).view).toMatchObject({ sort: 'era', order: 'asc' })
  expect(explorerColumnKeys(view)).toEqual(presetKeys('batting', 'basic'))
})

test('bad values fall back quietly: an unserved season is the latest (and said), a through not after it or unserved is dropped', () => {
  expect(viewOf('batting', { season: '1999' })).toMatchObject({ view: { from: 2025, to: 2025 }, fellBack: true })
  expect(viewOf('batting', { season: '2016', through: '2025' }).view).toMatchObject({ from: 2016, to: 2025 })
  expect(viewOf('batting', { season: '2024', through: '2023' }).view).toMatchObject({ from: 2024, to: 2024 })
  expect(viewOf('batting', { season: '2016', through: '2030' }).view).toMatchObject({ from: 2016, to: 2016 })
  expect(viewOf('batting', { season: ['2024', '2023'] }).view.from).toBe(2024)
  const messy = viewOf('batting', { team: 'zz', league: 'npb', pos: 'sp', qualified: 'maybe', min: '-3', preset: 'x', cols: 'era', sort: 'era', order: 'asc', per: '7', page: '0' })
  expect(messy.view).toMatchObject({ team: null, league: null, pos: null, qualified: true, min: null, preset: 'basic', cols: null, sort: 'avg', order: 'desc', per: '50', page: 1 })
})

test('custom columns beat the preset; an unknown sort drops its order, a known one keeps it', () => {
  const { view } = viewOf('pitching', { preset: 'saber', cols: 'fip,csw_pct,avg', sort: 'so', order: 'asc' })
  expect(explorerColumnKeys(view)).toEqual(['fip', 'csw_pct'])
  expect([view.sort, view.order]).toEqual(['so', 'asc'])
  expect(viewOf('pitching', { sort: 'so' }).view.order).toBe('desc')
})

test('over a range of seasons a date split is dropped and the month kept, as the lines count them', () => {
  expect(viewOf('batting', { season: '2023', through: '2025', month: '8', to: '2025-08-15', hand: 'L' }).view.filter).toEqual({ month: 8, hand: 'L' })
  expect(viewOf('batting', { season: '2025', to: '2025-06-30' }).view.filter).toEqual({ to: '2025-06-30' })
})

test('a link spells only what differs from the defaults, in a fixed order; the latest single season is the bare path', () => {
  expect(pairs('batting', {})).toEqual([])
  expect(pairs('batting', { season: '2025', per: '50', qualified: 'true', sort: 'avg', order: 'desc' })).toEqual([])
  expect(pairs('batting', { per: 'all', sort: 'hr', team: 'g', season: '2016', through: '2025', cols: 'hr,avg', page: '2', qualified: 'false' })).toEqual([
    ['season', '2016'], ['through', '2025'], ['team', 'g'], ['qualified', 'false'], ['cols', 'hr,avg'], ['sort', 'hr'], ['order', 'desc'], ['per', 'all'], ['page', '2'],
  ])
  expect(explorerPairs(viewOf('batting', {}).view, null)).toContainEqual(['season', '2025'])
})

test('a change starts again at page 1; a sort link flips its own column and starts another in its natural order', () => {
  const { view } = viewOf('pitching', { page: '3', sort: 'era' })
  expect(changeView(view, { team: 'g' })).toMatchObject({ team: 'g', page: 1 })
  expect(changeView(view, { page: 4 }).page).toBe(4)
  expect(nextSort(view, 'era')).toEqual({ sort: 'era', order: 'desc' })
  expect(nextSort(view, 'so')).toEqual({ sort: 'so', order: 'desc' })
  expect(nextSort(view, 'whip')).toEqual({ sort: 'whip', order: 'asc' })
})
