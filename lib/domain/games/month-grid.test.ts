import { addMonths, japaneseMonth, japaneseMonthDay, monthOf, monthWeeks, neighbourMonths, WEEKS_SHOWN, type MonthWeek } from './month-grid'

/** A week as the calendar prints it: day numbers, '.' for a blank, the number of games after a colon. */
const print = (week: MonthWeek) => week.map((cell) => (cell === null ? '.' : cell.games > 0 ? `${cell.day}:${cell.games}` : String(cell.day))).join(' ')

test('July 2025 starts on a Tuesday: two blanks under 日 and 月, the 31st on Thursday, then blanks to six weeks', () => {
  // 2025-01-01 was a Wednesday; 181 days later (a multiple of 7 plus 6) 2025-07-01 is a Tuesday.
  const weeks = monthWeeks('2025-07', [])
  expect(weeks.map(print)).toEqual([
    '. . 1 2 3 4 5',
    '6 7 8 9 10 11 12',
    '13 14 15 16 17 18 19',
    '20 21 22 23 24 25 26',
    '27 28 29 30 31 . .',
    '. . . . . . .',
  ])
})

test('a month of 31 days starting on a Friday spans six weeks: August 2025 ends on Sunday the 31st', () => {
  // 5 leading blanks + 31 days = 36 cells, one more than five weeks.
  const weeks = monthWeeks('2025-08', [])
  expect(print(weeks[0] ?? [])).toBe('. . . . . 1 2')
  expect(print(weeks[5] ?? [])).toBe('31 . . . . . .')
})

test('February: 28 days from a Sunday fill exactly four weeks (2026), and a leap year has the 29th (2024, from a Thursday)', () => {
  const weeks = monthWeeks('2026-02', [])
  expect(weeks.map(print).slice(0, 5)).toEqual(['1 2 3 4 5 6 7', '8 9 10 11 12 13 14', '15 16 17 18 19 20 21', '22 23 24 25 26 27 28', '. . . . . . .'])
  expect(print(monthWeeks('2024-02', [])[4] ?? [])).toBe('25 26 27 28 29 . .')
})

test('every month has six weeks of seven cells, so the grid is always as tall', () => {
  for (const month of ['2024-02', '2025-03', '2025-06', '2025-08', '2026-02']) {
    const weeks = monthWeeks(month, [])
    expect([month, weeks.length, weeks.every((week) => week.length === 7)]).toEqual([month, WEEKS_SHOWN, true])
  }
})

test('one entry per game: a day is counted as many times as it appears; other months’ dates are ignored', () => {
  const games = ['2025-07-12', '2025-07-12', '2025-07-12', '2025-07-13', '2025-06-30', '2025-08-01']
  const weeks = monthWeeks('2025-07', games)
  expect(print(weeks[1] ?? [])).toBe('6 7 8 9 10 11 12:3')
  expect(print(weeks[2] ?? [])).toBe('13:1 14 15 16 17 18 19')
  expect(weeks.flat().reduce((sum, cell) => sum + (cell?.games ?? 0), 0)).toBe(4)
  expect(weeks[1]?.[6]).toEqual({ date: '2025-07-12', day: 12, games: 3 })
})

test('months move across years', () => {
  expect(addMonths('2025-01', -1)).toBe('2024-12')
  expect(addMonths('2024-12', 1)).toBe('2025-01')
  expect(addMonths('2025-07', 0)).toBe('2025-07')
  expect(addMonths('2025-07', -19)).toBe('2023-12')
  expect(monthOf('2025-07-12')).toBe('2025-07')
})

test('neighbour months stop at the data’s first and last months', () => {
  const range = { first: '2024-03-29', last: '2025-10-30' }
  expect(neighbourMonths('2024-03', range)).toEqual({ previous: null, next: '2024-04' })
  expect(neighbourMonths('2025-10', range)).toEqual({ previous: '2025-09', next: null })
  // The winter between seasons has no games, but it is inside the data: the calendar walks through it.
  expect(neighbourMonths('2025-01', range)).toEqual({ previous: '2024-12', next: '2025-02' })
  expect(neighbourMonths('2025-03', { first: '2025-03-28', last: '2025-03-30' })).toEqual({ previous: null, next: null })
})

test('Japanese month and day labels', () => {
  expect(japaneseMonth('2025-07')).toBe('2025年7月')
  expect(japaneseMonthDay('2025-07-12')).toBe('7月12日')
})
