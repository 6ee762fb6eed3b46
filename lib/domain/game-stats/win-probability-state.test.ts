import { DEFAULT_MAP_STATE, isDefaultMapState, mapStateKey, mapStateLabel, parseMapState } from './win-probability-state'

test('?state= reads outs-bases, and nothing else', () => {
  expect(parseMapState('1-3')).toEqual({ outs: 1, bases: 3 })
  expect(parseMapState('0-0')).toEqual(DEFAULT_MAP_STATE)
  for (const bad of [null, '', '3-0', '1-8', '1_3', ' 1-3', '1-3x', '-1-3']) expect(parseMapState(bad)).toBeNull()
})

test('a state round-trips through its key and reads as a box score says it', () => {
  expect(mapStateKey({ outs: 2, bases: 7 })).toBe('2-7')
  expect(parseMapState(mapStateKey({ outs: 2, bases: 5 }))).toEqual({ outs: 2, bases: 5 })
  expect(mapStateLabel(DEFAULT_MAP_STATE)).toBe('無死走者なし')
  expect(mapStateLabel({ outs: 1, bases: 3 })).toBe('一死一・二塁')
  expect(mapStateLabel({ outs: 2, bases: 7 })).toBe('二死満塁')
  expect(isDefaultMapState({ outs: 0, bases: 0 })).toBe(true)
  expect(isDefaultMapState({ outs: 0, bases: 1 })).toBe(false)
})
