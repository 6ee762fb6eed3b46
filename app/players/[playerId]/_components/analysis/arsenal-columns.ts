import type { Column } from '@/components/ui/DataTable'
import { formatSigned } from '@/lib/domain/format/numbers'
import { formatStat, type StatFormat } from '@/lib/domain/format/stat-format'
import type { AnalysisSide } from '@/lib/domain/pitching-analysis/run-value'
import type { ArsenalRow } from '@/lib/schemas/pitch-analysis'
import { withGlossary } from './analysis-glossary'

/** A row of the arsenal table, or its 合計 line (the season's totals, usage 100 %). */
export type ArsenalLine = Omit<ArsenalRow, 'type'>

type Spec = { key: string; header: string; value: (line: ArsenalLine) => number | null; format: StatFormat | 'signed2' }

const SPECS: Readonly<Record<string, Spec>> = {
  pitches: { key: 'pitches', header: '球数', value: (line) => line.pitches, format: 'count' },
  usage: { key: 'usage', header: '割合', value: (line) => line.usagePct, format: 'percent' },
  avgSpeed: { key: 'avgSpeed', header: '平均球速', value: (line) => line.avgSpeedKmh, format: 'decimal1' },
  maxSpeed: { key: 'maxSpeed', header: '最速', value: (line) => line.maxSpeedKmh, format: 'integer' },
  zone: { key: 'zone', header: 'ゾーン%', value: (line) => line.zonePct, format: 'percent' },
  swing: { key: 'swing', header: 'スイング%', value: (line) => line.swingPct, format: 'percent' },
  contact: { key: 'contact', header: 'コンタクト%', value: (line) => line.contactPct, format: 'percent' },
  whiff: { key: 'whiff', header: '空振り%', value: (line) => line.whiffPct, format: 'percent' },
  csw: { key: 'csw', header: 'CSW%', value: (line) => line.cswPct, format: 'percent' },
  chase: { key: 'chase', header: 'チェイス%', value: (line) => line.chasePct, format: 'percent' },
  putAway: { key: 'putAway', header: '決め球%', value: (line) => line.putAwayPct, format: 'percent' },
  ab: { key: 'ab', header: '打数', value: (line) => line.ab, format: 'count' },
  h: { key: 'h', header: '安打', value: (line) => line.h, format: 'count' },
  hr: { key: 'hr', header: '本塁打', value: (line) => line.hr, format: 'count' },
  so: { key: 'so', header: '三振', value: (line) => line.so, format: 'count' },
  avg: { key: 'avg', header: '打率', value: (line) => line.avg, format: 'rate3' },
  slg: { key: 'slg', header: '長打率', value: (line) => line.slg, format: 'rate3' },
  runValue: { key: 'runValue', header: '得点価値/100球', value: (line) => line.runValuePer100, format: 'signed2' },
}

/** A pitcher's arsenal (what his pitches did) and a batter's (what he did against each type). */
const ORDER: Readonly<Record<AnalysisSide, readonly string[]>> = {
  pitching: ['pitches', 'usage', 'avgSpeed', 'maxSpeed', 'zone', 'swing', 'whiff', 'csw', 'chase', 'putAway', 'avg', 'slg', 'runValue'],
  batting: ['pitches', 'usage', 'avgSpeed', 'zone', 'swing', 'contact', 'whiff', 'chase', 'ab', 'h', 'hr', 'so', 'avg', 'slg', 'runValue'],
}

const HEADER_FOR_PITCHER: Readonly<Record<string, string>> = { avg: '被打率', slg: '被長打率' }

const print = (value: number | null, format: Spec['format']) => (format === 'signed2' ? formatSigned(value, 2) : formatStat(value, format))

/** The arsenal table's columns for a side: the pitch type (pinned), then the stats, each header linked to its glossary entry. */
export function arsenalColumns(side: AnalysisSide): Column<ArsenalLine>[] {
  const stats = ORDER[side].flatMap((key) => {
    const spec = SPECS[key]
    if (!spec) return []
    const header = side === 'pitching' ? (HEADER_FOR_PITCHER[key] ?? spec.header) : spec.header
    return [{ key, header, align: 'right' as const, render: (line: ArsenalLine) => print(spec.value(line), spec.format) }]
  })
  return withGlossary([{ key: 'type', header: '球種', rowHeader: true, render: (line) => line.label }, ...stats], side)
}
