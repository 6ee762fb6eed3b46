import { playFilterQuery, withoutFilters } from './play-filter-fields'
import { playFilterLabels, playFilterOptions } from './play-filter-labels'

test('the filter in words, in the URL’s order: 満塁・二死・代打', () => {
  expect(playFilterLabels({ ph: true, outs: '2', bases: '7' }, 'batting').map((item) => item.label)).toEqual(['満塁', '二死', '代打'])
})

test('every kind of filter has its label; a player is named by the lookup, or by his id', () => {
  const labels = playFilterLabels(
    { bases: 'risp', inning: 'extra', margin: '-4', count: '3-2', first: 'in_play', bhand: 'L', phand: 'R', team: 'h', player: '100', month: 8, result: 'xbh' },
    'pitching',
    (id) => (id === '100' ? '投手X' : null),
  )
  expect(labels.map((item) => item.label)).toEqual(['得点圏', '延長', '4点以上ビハインド', 'フルカウント（3-2）', '初球打ち', '左打者', '右投手', 'ソフトバンク', '投手X', '8月', '長打'])
  expect(playFilterLabels({ player: '555' }, 'batting').map((item) => item.label)).toEqual(['555'])
})

test('the margin options say whose lead they mean', () => {
  expect(playFilterOptions('batting').margin.find(([value]) => value === '1')?.[1]).toBe('1点リード（攻撃側）')
  expect(playFilterOptions('pitching').margin.find(([value]) => value === '0')?.[1]).toBe('同点（守備側）')
})

test('the query pairs keep one order whatever order the filter was built in, and a chip’s × drops one filter', () => {
  expect(playFilterQuery({ result: 'HR', ph: true, month: 4, bases: '7' })).toEqual([['bases', '7'], ['ph', '1'], ['month', '4'], ['result', 'HR']])
  expect(withoutFilters({ team: 'g', player: '100', outs: '2' }, ['team', 'player'])).toEqual({ outs: '2' })
})
