import { clubChanges, clubOn } from './race-clubs'

const DATES = ['2025-04-01', '2025-04-02', '2025-04-03']

test('one club for most players; a trade adds the date he first counted for the new club', () => {
  const clubs = clubChanges(DATES, [
    { date: '2025-04-03', player: 'x', team: 'g' },
    { date: '2025-04-01', player: 'x', team: 't' },
    { date: '2025-04-02', player: 'x', team: 't' },
    { date: '2025-04-02', player: 'y', team: 'h' },
    { date: '2025-10-01', player: 'y', team: 'f' },
  ])
  expect(clubs.get('x')).toEqual([[0, 't'], [2, 'g']])
  expect(clubs.get('y')).toEqual([[1, 'h']])
})

test('the club on a date: the last change on or before it, the first club before he counted', () => {
  const clubs = [[1, 't'], [5, 'g']] as const
  expect([0, 1, 4, 5, 9].map((date) => clubOn(clubs, date))).toEqual(['t', 't', 't', 'g', 'g'])
  expect(clubOn([], 3)).toBeNull()
})
