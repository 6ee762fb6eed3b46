import { hasRealData, NPB_DATA_DIR } from '@/lib/data/sources/npb-json/real-data'
import { realDatabasePath } from '@/lib/data/testing/real-database'
import { realDataReport, type TableReport } from './real-data-report'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

/**
 * Qualified lines (100+ PA, 30+ IP) that must equal the official line, per field; every field not
 * listed must be exact on all of them. These are the figures the README's verify:real table shows;
 * each shortfall is a named source gap there.
 */
const FLOORS: Readonly<Record<string, number>> = {
  '2024 batting R': 99, '2024 batting RBI': 180,
  '2024 pitching W': 171, '2024 pitching HLD': 174,
  // 2024's box gives wild pitches and balks per club only: every pitcher's shows '-' (see the test below).
  '2024 pitching WP': 0, '2024 pitching BK': 0, '2024 pitching R': 176, '2024 pitching ER': 115, '2024 pitching ERA': 115,
  '2025 pitching IP (outs)': 166, '2025 pitching ERA': 166,
}

/** League totals that must be within 1% of the official (the rest must be equal). */
const WITHIN_ONE_PERCENT = new Set(['2024 batting G', '2024 batting RBI', '2024 pitching HLD', '2024 pitching ER', '2025 batting G', '2025 pitching ER'])

let tables: TableReport[] = []
beforeAll(() => {
  const path = realDatabasePath()
  if (available && path) tables = realDataReport(path, NPB_DATA_DIR, [2024, 2025])
})

realTest('verify:real: every official 2024 and 2025 line is compared on every field the pages show, and every line is joined to a player', () => {
  expect(tables.map((table) => `${table.season} ${table.type} ${table.fields.length} ${table.joined === table.lines}`)).toEqual([
    '2024 batting 20 true', '2024 pitching 20 true', '2025 batting 20 true', '2025 pitching 20 true',
  ])
})

realTest('verify:real: qualified lines exact per field — all of them, or at least the README\'s figure where a source gap is named', () => {
  const rows = tables.flatMap((table) => table.fields.map((field) => ({ key: `${table.season} ${table.type} ${field.field.label}`, field })))
  expect(rows.length).toBe(80)
  const short = rows.filter(({ key, field }) => field.exactQualified < (FLOORS[key] ?? field.comparedQualified)).map(({ key, field }) => `${key} ${field.exactQualified}/${field.comparedQualified}`)
  expect(short).toEqual([])
})

realTest('verify:real: league totals equal the official ones, within 1% where a source gap is named (G, RBI, HLD, ER)', () => {
  const totals = tables.flatMap((table) => table.fields.flatMap((field) => (field.oursTotal === null || field.officialTotal === null ? [] : [{ key: `${table.season} ${table.type} ${field.field.label}`, ours: field.oursTotal, official: field.officialTotal }])))
  expect(totals.length).toBe(76)
  const off = totals.filter(({ key, ours, official }) => (WITHIN_ONE_PERCENT.has(key) ? Math.abs(ours - official) > official * 0.01 : ours !== official)).map(({ key, ours, official }) => `${key} ${ours}/${official}`)
  expect(off).toEqual([])
})

realTest('verify:real: a count the source gives per club only (2024 WP, BK) is unknown on every pitcher line, never a guess, and nothing else is', () => {
  const rows = tables.flatMap((table) => table.fields.filter((field) => field.unsourced > 0).map((field) => `${table.season} ${table.type} ${field.field.label} ${field.unsourced}/${field.compared}`))
  expect(rows).toEqual(['2024 pitching WP 350/350', '2024 pitching BK 350/350'])
})
