// Compares every field the season pages show with NPB's official tables: `npm run verify:real -- <dir> [--db path] [--residuals N]`.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildRealDatabase } from '@/lib/data/build/build-real-database'
import { realDataReport } from '@/lib/data/verify/real-data-report'
import { FIELD_HEADER, formatFieldRow } from '@/lib/domain/verify/format-report'

const args = process.argv.slice(2)
const option = (name: string) => {
  const index = args.indexOf(name)
  return index >= 0 ? args[index + 1] : undefined
}
const [dir] = args.filter((arg, index) => !arg.startsWith('--') && !['--db', '--residuals'].includes(args[index - 1] ?? ''))
if (!dir) {
  console.error('usage: npm run verify:real -- <npb-data dir> [--db existing.sqlite] [--residuals 20]')
  process.exit(2)
}
const shown = Number(option('--residuals') ?? 20)
const scratch = option('--db') ? null : mkdtempSync(join(tmpdir(), 'verify-real-'))
const path = option('--db') ?? join(scratch ?? '', 'real.sqlite')
try {
  if (scratch) buildRealDatabase({ path, dir })
  for (const table of realDataReport(path, dir, [2024, 2025])) {
    console.log(`\n${table.season} ${table.type}: ${table.lines} official lines (${table.joined} joined to npb.jp ids), ${table.qualified} qualified; ${table.unmatched.length} lines of ours unmatched`)
    console.log(FIELD_HEADER)
    for (const field of table.fields) console.log(formatFieldRow(field))
    for (const field of table.fields) {
      for (const residual of field.residuals.slice(0, shown)) {
        console.log(`  ${field.field.label}: ${residual.name} (${residual.team}) ours ${residual.ours ?? '-'} official ${residual.official ?? '-'}`)
      }
      if (field.residuals.length > shown) console.log(`  ${field.field.label}: … ${field.residuals.length - shown} more`)
    }
  }
} finally {
  if (scratch) rmSync(scratch, { recursive: true, force: true })
}
