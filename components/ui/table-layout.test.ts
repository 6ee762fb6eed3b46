import { bodyAlign, linkTemplate, placeColumns } from './table-layout'

const col = (key: string, extra: { align?: 'left' | 'right' | 'center'; width?: number; phoneOnly?: boolean } = {}) => ({ key, ...extra })
const order = (placed: ReturnType<typeof placeColumns>) => placed.map(({ column, placement }) => `${column.key}:${placement}`)

test('a phone shows the sort column right after the name and club; wide screens keep it in its own place', () => {
  const columns = [col('player'), col('team'), col('g'), col('pa'), col('avg'), col('ops')]
  expect(order(placeColumns(columns, { leading: 2, pinned: 1, phoneLead: ['avg'] }))).toEqual([
    'player:all',
    'team:all',
    'avg:phone',
    'g:all',
    'pa:all',
    'avg:wide',
    'ops:all',
  ])
})

test('standings: the lead columns come in the order asked, after rank and club, both pinned', () => {
  const columns = [col('rank', { width: 40 }), col('team', { width: 34 }), col('games'), col('win'), col('pct'), col('gb')]
  const placed = placeColumns(columns, { leading: 2, pinned: 2, phoneLead: ['win', 'pct', 'gb'] })
  expect(order(placed)).toEqual(['rank:all', 'team:all', 'win:phone', 'pct:phone', 'gb:phone', 'games:all', 'win:wide', 'pct:wide', 'gb:wide'])
  expect(placed.map((cell) => cell.pinLeft)).toEqual([0, 40, null, null, null, null, null, null, null])
})

test('without a lead column nothing moves and only the first column is pinned', () => {
  const placed = placeColumns([col('title'), col('central'), col('pacific')], { leading: 1, pinned: 1, phoneLead: [] })
  expect(order(placed)).toEqual(['title:all', 'central:all', 'pacific:all'])
  expect(placed.map((cell) => cell.pinLeft)).toEqual([0, null, null])
})

test('a lead key the table does not have, or a leading column, makes no copy', () => {
  const placed = placeColumns([col('player'), col('g'), col('era')], { leading: 1, pinned: 1, phoneLead: ['sv', 'player'] })
  expect(order(placed)).toEqual(['player:all', 'g:all', 'era:all'])
})

test('a phone-only column shows as the lead copy and nowhere on wide screens', () => {
  const placed = placeColumns([col('player'), col('outs'), col('era'), col('sv', { phoneOnly: true })], { leading: 1, pinned: 1, phoneLead: ['sv'] })
  expect(order(placed)).toEqual(['player:all', 'sv:phone', 'outs:all', 'era:all'])
})

test('the body takes the alignment most columns share', () => {
  expect(bodyAlign([col('player'), col('team'), col('g', { align: 'right' }), col('avg', { align: 'right' }), col('ops', { align: 'right' })])).toBe('right')
  expect(bodyAlign([col('season'), col('central'), col('pacific')])).toBe('left')
  expect(bodyAlign([col('rank', { align: 'center' }), col('team'), col('h2h1', { align: 'center' }), col('h2h2', { align: 'center' })])).toBe('center')
  expect(bodyAlign([col('name'), col('value', { align: 'right' })])).toBe('left')
})

test('a link template is the href around the row key that every row shares', () => {
  expect(linkTemplate([['10000027', '/players/10000027/career-batting/2017'], ['1', '/players/1/career-batting/2017']])).toEqual(['/players/', '/career-batting/2017'])
  // The key's first occurrence in the first href is not where it stands: the second row shows the template wrong.
  expect(linkTemplate([['20', '/x/2017/20'], ['21', '/x/2017/21']])).toBeNull()
  expect(linkTemplate([['g', '/teams/g/info'], ['s', '/teams/s/roster']])).toBeNull()
  expect(linkTemplate([['1', '/players/2']])).toBeNull()
  expect(linkTemplate([])).toBeNull()
})
