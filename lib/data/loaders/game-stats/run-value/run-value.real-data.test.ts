import { readRealDatabase } from '@/lib/data/testing/real-database'
import { hasRealData } from '@/lib/data/sources/npb-json/real-data'
import { listRunValueGutsFrom } from './list-run-value-guts'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

realTest('npb.jp 2024 and 2025: our RA9-scaled FIP constant lands within .1 of 1.02’s published one; a steal gains, a caught stealing costs more', () => {
  const rows = readRealDatabase((db) => listRunValueGutsFrom(db, 'npb'))
  const published = rows.filter((row) => row.published_fip_constant_ra9 !== null)
  expect(published.map((row) => row.season)).toEqual([2025, 2024])
  for (const row of published) {
    expect(Math.abs((row.fip_constant_ra9 ?? Number.NaN) - (row.published_fip_constant_ra9 ?? Number.NaN))).toBeLessThan(0.1)
    expect(row.run_sb).toBeGreaterThan(0)
    expect(row.run_cs).toBeLessThan(-(row.run_sb ?? 0))
  }
})
