import { bubbleViewPairs, changeBubbleView, nextBubbleSort, settleBubbleView, type BubbleView } from './bubble-view'

const from = (query: string) => {
  const params = new URLSearchParams(query)
  return (key: string) => params.get(key)
}
const DEFAULT_BATTING: BubbleView = { x: 'ops', y: 'wrc_plus', size: 'pa', qual: 'qualified', sort: 'ops', order: 'desc' }

test('no query: the chart’s defaults, the table by x in its own first order', () => {
  expect(settleBubbleView('players', 'batting', from(''))).toEqual(DEFAULT_BATTING)
  expect(settleBubbleView('players', 'pitching', from(''))).toEqual({ x: 'k_pct', y: 'bb_pct', size: 'outs', qual: 'qualified', sort: 'k_pct', order: 'desc' })
  expect(settleBubbleView('teams', 'pitching', from(''))).toEqual({ x: 'fip', y: 'era', size: 'win', qual: 'all', sort: 'fip', order: 'asc' })
})

test('the URL’s metrics, qualifier and order are kept when the chart can use them', () => {
  expect(settleBubbleView('players', 'batting', from('x=obp&y=slg&size=hr&qual=half&sort=hr&order=asc'))).toEqual({ x: 'obp', y: 'slg', size: 'hr', qual: 'half', sort: 'hr', order: 'asc' })
})

test('what the chart cannot use falls back quietly: another side’s metric, a size that can be negative, a sort on a column not shown, a qualifier for clubs', () => {
  expect(settleBubbleView('players', 'batting', from('x=era&y=&size=wraa&qual=most&sort=hr&order=asc'))).toEqual(DEFAULT_BATTING)
  expect(settleBubbleView('teams', 'batting', from('qual=half')).qual).toBe('all')
  expect(settleBubbleView('players', 'batting', from('order=sideways'))).toEqual(DEFAULT_BATTING)
})

test('the view’s own parameters: defaults left out, the rest in one order', () => {
  expect(bubbleViewPairs('players', 'batting', DEFAULT_BATTING)).toEqual([])
  const view: BubbleView = { x: 'obp', y: 'wrc_plus', size: 'hr', qual: 'all', sort: 'hr', order: 'asc' }
  expect(bubbleViewPairs('players', 'batting', view)).toEqual([['x', 'obp'], ['size', 'hr'], ['qual', 'all'], ['sort', 'hr'], ['order', 'asc']])
  expect(bubbleViewPairs('teams', 'pitching', { x: 'fip', y: 'era', size: 'win', qual: 'all', sort: 'fip', order: 'asc' })).toEqual([])
})

test('pairs read back to the same view', () => {
  const view: BubbleView = { x: 'k_pct', y: 'era', size: 'so', qual: 'half', sort: 'era', order: 'desc' }
  const query = new URLSearchParams(bubbleViewPairs('players', 'pitching', view)).toString()
  expect(settleBubbleView('players', 'pitching', from(query))).toEqual(view)
})

test('a header flips its own column’s order and starts another at that column’s first order', () => {
  expect(nextBubbleSort('batting', DEFAULT_BATTING, 'ops')).toEqual({ sort: 'ops', order: 'asc' })
  expect(nextBubbleSort('pitching', { ...DEFAULT_BATTING, x: 'k_pct', y: 'era', sort: 'k_pct' }, 'era')).toEqual({ sort: 'era', order: 'asc' })
})

test('a picker’s change keeps the order while its column is still shown, and otherwise sorts by the new x', () => {
  const sorted: BubbleView = { ...DEFAULT_BATTING, sort: 'pa', order: 'asc' }
  expect(changeBubbleView('batting', sorted, { y: 'obp' })).toEqual({ ...sorted, y: 'obp' })
  expect(changeBubbleView('batting', sorted, { size: 'hr' })).toEqual({ ...DEFAULT_BATTING, size: 'hr' })
  // Swapping the axes keeps the table as it was: still by OPS, now the y column.
  expect(changeBubbleView('batting', DEFAULT_BATTING, { x: 'wrc_plus', y: 'ops' })).toEqual({ ...DEFAULT_BATTING, x: 'wrc_plus', y: 'ops' })
})
