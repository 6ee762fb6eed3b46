import type { Column } from '@/components/ui/DataTable'
import type { GlossaryRef } from '@/lib/domain/glossary/glossary'
import type { AnalysisSide } from '@/lib/domain/pitching-analysis/run-value'

/**
 * The glossary entry of each stat column the analysis tables share, by column key. Keys not
 * here (a cell's or batted ball's 割合, the pitch-type share columns) have no entry of their own.
 */
export const ANALYSIS_GLOSSARY_KEYS: Readonly<Record<string, string>> = {
  pitches: 'pitches',
  usage: 'usage_pct',
  avgSpeed: 'avg_speed',
  maxSpeed: 'max_speed',
  zone: 'zone_pct',
  swing: 'swing_pct',
  contact: 'contact_pct',
  whiff: 'whiff_pct',
  csw: 'csw_pct',
  chase: 'chase_pct',
  putAway: 'put_away_pct',
  runValue: 'rv_per_100',
  pa: 'pa',
  ab: 'ab',
  h: 'h',
  hr: 'hr',
  so: 'so',
  bb: 'bb',
  avg: 'avg',
  slg: 'slg',
}

/** The entry a column of the `side` view links to: a pitcher's 安打 is 被安打, his 三振 奪三振. */
export function analysisGlossary(columnKey: string, side: AnalysisSide): GlossaryRef | undefined {
  const key = ANALYSIS_GLOSSARY_KEYS[columnKey]
  return key === undefined ? undefined : { key, side }
}

/** The columns with their headers' ? marks; the row header (the pitch type, the count) names the row and has none. */
export function withGlossary<Row>(columns: readonly Column<Row>[], side: AnalysisSide): Column<Row>[] {
  return columns.map((column) => {
    const glossary = column.rowHeader ? undefined : analysisGlossary(column.key, side)
    return glossary ? { ...column, glossary } : column
  })
}
