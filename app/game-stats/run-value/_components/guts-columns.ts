import { toCsv } from '@/lib/domain/format/csv'
import { formatSigned } from '@/lib/domain/format/numbers'
import { formatStat } from '@/lib/domain/format/stat-format'
import type { GlossaryRef } from '@/lib/domain/glossary/glossary'
import type { GutsRow } from '@/lib/schemas/run-value'

/** One column of the Guts table: the page and the CSV print it with the same header and the same text. */
export type GutsColumn = { key: string; header: string; print: (row: GutsRow) => string; glossary?: GlossaryRef }

const weight = (pick: (row: GutsRow) => number) => (row: GutsRow) => formatStat(pick(row), 'decimal3')

export const GUTS_COLUMNS: readonly GutsColumn[] = [
  { key: 'season', header: '年度', print: (row) => String(row.season) },
  { key: 'league_woba', header: 'wOBA', print: (row) => formatStat(row.league_woba, 'rate3'), glossary: { key: 'woba' } },
  { key: 'woba_scale', header: 'wOBAスケール', print: weight((row) => row.woba_scale), glossary: { key: 'woba_scale' } },
  { key: 'w_bb', header: 'wBB', print: weight((row) => row.w_bb) },
  { key: 'w_hbp', header: 'wHBP', print: weight((row) => row.w_hbp) },
  { key: 'w_1b', header: 'w1B', print: weight((row) => row.w_1b) },
  { key: 'w_2b', header: 'w2B', print: weight((row) => row.w_2b) },
  { key: 'w_3b', header: 'w3B', print: weight((row) => row.w_3b) },
  { key: 'w_hr', header: 'wHR', print: weight((row) => row.w_hr) },
  { key: 'runs_per_pa', header: 'R/PA', print: (row) => formatStat(row.runs_per_pa, 'decimal3') },
  { key: 'runs_per_win', header: 'R/W', print: (row) => formatStat(row.runs_per_win, 'decimal3') },
  { key: 'run_sb', header: '盗塁', print: (row) => formatSigned(row.run_sb, 3), glossary: { key: 'run_value' } },
  { key: 'run_cs', header: '盗塁死', print: (row) => formatSigned(row.run_cs, 3), glossary: { key: 'run_value' } },
  { key: 'fip_constant', header: 'FIP定数', print: (row) => formatStat(row.fip_constant, 'decimal3'), glossary: { key: 'fip_constant' } },
  { key: 'fip_constant_ra9', header: 'FIP定数(RA9)', print: (row) => formatStat(row.fip_constant_ra9, 'decimal3') },
  { key: 'published_fip_constant_ra9', header: '1.02公表値', print: (row) => formatStat(row.published_fip_constant_ra9, 'decimal3') },
  { key: 'league_era', header: '防御率', print: (row) => formatStat(row.league_era, 'era'), glossary: { key: 'era', side: 'pitching' } },
  { key: 'league_ra9', header: 'RA9', print: (row) => formatStat(row.league_ra9, 'era') },
]

/**
 * The Guts table as CSV: the page's header and printed values, row for row (newest season first),
 * after a notice line on the simulated league. UTF-8 with a BOM (csv.ts).
 */
export function gutsCsv(rows: readonly GutsRow[], notice: string | null): string {
  return toCsv([...(notice ? [[notice]] : []), GUTS_COLUMNS.map((column) => column.header), ...rows.map((row) => GUTS_COLUMNS.map((column) => column.print(row)))])
}
