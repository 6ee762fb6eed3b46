import { readOfficialBatting } from '@/lib/data/sources/reference/read-official-batting'
import { hasRealData } from '@/lib/data/sources/npb-json/real-data'
import { readRealDatabase as read } from '@/lib/data/testing/real-database'
import { BATTING_FIELDS } from '@/lib/domain/verify/stat-fields'
import { playerCareerFrom } from './get-player-career'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

const rounded = (value: unknown, digits: number | undefined) => (typeof value === 'number' && digits !== undefined ? Number(value.toFixed(digits)) : value)

/**
 * The page's own loader, not the season table: the 2024 row of his career-batting view holds his
 * official 2024 line in every field NPB's table prints, for the three batters with the most
 * official PAs (642, 639 and 634). verify:real compares every other line and names its gaps.
 */
realTest('real 2024: the career-batting row of the three busiest batters equals the official line, field by field', () => {
  const official = readOfficialBatting(2024).lines
  const busiest = [...official].sort((a, b) => b.pa - a.pa || a.name.localeCompare(b.name)).slice(0, 3)
  expect(busiest).toHaveLength(3)
  for (const line of busiest) {
    expect(line.playerId).not.toBeNull()
    const career = read((db) => playerCareerFrom(db, line.playerId ?? '', 'batting'))
    const row = career?.type === 'batting' ? career.rows.find((candidate) => candidate.season === 2024) : undefined
    const fields = (source: object) => BATTING_FIELDS.map(({ key, digits }) => [key, rounded((source as Record<string, unknown>)[key], digits)])
    expect([line.name, row ? fields(row) : null]).toEqual([line.name, fields(line)])
  }
})
