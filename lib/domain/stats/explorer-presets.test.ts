import { columnsFromParam, MAX_CUSTOM_COLUMNS } from './explorer-presets'

test('custom columns keep the known keys in the order given, once each, up to the cap', () => {
  expect(columnsFromParam('hr,era,avg,hr, ops', ['hr', 'avg', 'ops'])).toEqual(['hr', 'avg', 'ops'])
  expect(columnsFromParam('nonsense,,', ['hr'])).toBeNull()
  expect(columnsFromParam(undefined, ['hr'])).toBeNull()
  const keys = Array.from({ length: 30 }, (_, index) => `k${index}`)
  expect(columnsFromParam(keys.join(','), keys)).toHaveLength(MAX_CUSTOM_COLUMNS)
})
