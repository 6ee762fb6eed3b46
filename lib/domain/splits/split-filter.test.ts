import { isCalendarDate, parseSplitFilter, splitFilterQuery, type SplitFilter } from './split-filter'
import { splitFilterLabels } from './split-labels'

describe('parseSplitFilter', () => {
  test('no query is no filter', () => {
    expect(parseSplitFilter({})).toEqual({})
  })

  test('every split combines: vs 左 × 得点圏 × 8月 × 2ストライク × 7〜9回 × home × a range', () => {
    expect(
      parseSplitFilter({ hand: 'L', risp: '1', month: '8', count: 'two-strikes', inning: '7-9', site: 'home', from: '2025-04-01', to: '2025-06-30' }),
    ).toEqual({ hand: 'L', risp: true, month: 8, count: 'two-strikes', inning: '7-9', site: 'home', from: '2025-04-01', to: '2025-06-30' })
  })

  test('"as of" is `to` alone', () => {
    expect(parseSplitFilter({ to: '2025-06-30' })).toEqual({ to: '2025-06-30' })
  })

  test('a repeated param reads its first value, as the records pages do', () => {
    expect(parseSplitFilter({ hand: ['R', 'L'], month: ['9', '4'] })).toEqual({ hand: 'R', month: 9 })
  })

  test('each bad value drops only its own split, quietly', () => {
    const filter = parseSplitFilter({
      hand: 'S', site: 'away', risp: 'yes', month: '13', count: '3-2', inning: '10', from: '2025-02-29', to: '2025-6-30',
    })
    expect(filter).toEqual({})
    expect(parseSplitFilter({ hand: 'left', month: '0', inning: 'extra' })).toEqual({ inning: 'extra' })
    expect(parseSplitFilter({ month: '1e1' })).toEqual({})
  })

  test('a range whose from is after its to is dropped whole; one day (from = to) is kept', () => {
    expect(parseSplitFilter({ from: '2025-07-01', to: '2025-06-30', hand: 'R' })).toEqual({ hand: 'R' })
    expect(parseSplitFilter({ from: '2025-06-30', to: '2025-06-30' })).toEqual({ from: '2025-06-30', to: '2025-06-30' })
  })
})

describe('isCalendarDate', () => {
  test('knows month lengths and leap years (2024 is one, 1900 is not, 2000 is)', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true)
    expect(isCalendarDate('2025-02-29')).toBe(false)
    expect(isCalendarDate('1900-02-29')).toBe(false)
    expect(isCalendarDate('2000-02-29')).toBe(true)
    expect(isCalendarDate('2025-04-31')).toBe(false)
    expect(isCalendarDate('2025-13-01')).toBe(false)
    expect(isCalendarDate('2025-06-00')).toBe(false)
  })
})

describe('splitFilterQuery', () => {
  test('writes the splits in one fixed order and leaves unset ones out', () => {
    expect(splitFilterQuery({ month: 8, hand: 'L', risp: true })).toEqual([['hand', 'L'], ['risp', '1'], ['month', '8']])
    expect(splitFilterQuery({})).toEqual([])
  })

  test('round-trips through the parser', () => {
    const filter: SplitFilter = { hand: 'R', site: 'road', risp: true, month: 5, count: 'first', inning: 'extra', from: '2025-04-01', to: '2025-05-31' }
    const query = new URLSearchParams(splitFilterQuery(filter))
    expect(query.toString()).toBe('hand=R&site=road&risp=1&month=5&count=first&inning=extra&from=2025-04-01&to=2025-05-31')
    expect(parseSplitFilter(Object.fromEntries(query))).toEqual(filter)
  })
})

describe('splitFilterLabels', () => {
  test('names the opposing hand from the player\'s side', () => {
    expect(splitFilterLabels({ hand: 'L', risp: true, month: 8 }, 'batting')).toEqual(['対左投手', '得点圏', '8月'])
    expect(splitFilterLabels({ hand: 'R', site: 'road' }, 'pitching')).toEqual(['対右打者', 'ビジター'])
  })

  test('names the count, the inning group and the period', () => {
    expect(splitFilterLabels({ count: 'first', inning: 'extra', to: '2025-06-30' }, 'batting')).toEqual(['初球', '延長', '6月30日時点'])
    expect(splitFilterLabels({ from: '2025-04-01', to: '2025-06-30' }, 'batting')).toEqual(['4月1日〜6月30日'])
    expect(splitFilterLabels({ from: '2025-08-01' }, 'batting')).toEqual(['8月1日以降'])
    expect(splitFilterLabels({}, 'pitching')).toEqual([])
  })
})
