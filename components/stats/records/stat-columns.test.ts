import { glossaryEntry } from '@/lib/domain/glossary/glossary'
import { COLUMN_GROUPS, playerColumns, teamColumns, type StatColumn } from './stat-columns'

const SIDES = ['batting', 'pitching'] as const

/** Every records table's stat columns, named `players:batting:basic:avg`. */
const EVERY_COLUMN: ReadonlyArray<readonly [string, StatColumn]> = SIDES.flatMap((side) =>
  COLUMN_GROUPS.flatMap((group) => [
    ...playerColumns(side, group).map((column) => [`players:${side}:${group}:${column.key}`, column] as const),
    ...teamColumns(side, group).map((column) => [`teams:${side}:${group}:${column.key}`, column] as const),
  ]),
)

test('every stat column of the player and team records tables, in every group, links to a glossary entry', () => {
  expect(EVERY_COLUMN.length).toBeGreaterThan(150)
  expect(EVERY_COLUMN.filter(([, column]) => glossaryEntry(column.glossary.key, column.glossary.side) === null).map(([name]) => name)).toEqual([])
})

test('a column of one side never links to the other side’s meaning of a shared key (h is 安打 or 被安打)', () => {
  const crossed = EVERY_COLUMN.filter(([name, column]) => {
    const side = glossaryEntry(column.glossary.key, column.glossary.side)?.side
    return side !== undefined && !name.includes(`:${side}:`)
  })
  expect(crossed.map(([name]) => name)).toEqual([])
  expect(glossaryEntry('h', playerColumns('pitching', 'detail').find((column) => column.key === 'h')?.glossary.side)?.name).toBe('被安打')
})

test('a club’s 試合 links to the club games entry on both sides, a pitcher’s to 登板', () => {
  const games = (column: StatColumn | undefined) => (column ? glossaryEntry(column.glossary.key, column.glossary.side)?.name : null)
  expect(SIDES.map((side) => games(teamColumns(side, 'basic').find((column) => column.key === 'g')))).toEqual(['試合（チーム）', '試合（チーム）'])
  expect(games(playerColumns('pitching', 'basic').find((column) => column.key === 'g'))).toBe('登板')
})
