import { z } from 'zod'
import { COLUMN_GROUPS, playerChartColumns, type ColumnGroup, type StatColumn } from '@/components/stats/records/stat-columns'
import type { RecordType } from '@/lib/schemas/career'
import { firstValue } from '@/lib/schemas/first-value'

/** The chart's metric when the URL names none: the line a regular reads first. */
const DEFAULT_METRIC: Readonly<Record<RecordType, string>> = { batting: 'ops', pitching: 'era' }

export type CareerQuery = { group: ColumnGroup; metric: StatColumn }

const groupSchema = z.preprocess(firstValue, z.enum(COLUMN_GROUPS)).catch('basic')

/** ?group= (the table's columns) and ?metric= (the chart's stat, any column of his side); anything else falls back. */
export function parseCareerQuery(type: RecordType, search: Record<string, string | string[] | undefined>): CareerQuery {
  const columns = playerChartColumns(type)
  const raw: unknown = firstValue(search.metric)
  const metric = columns.find((column) => column.key === raw) ?? columns.find((column) => column.key === DEFAULT_METRIC[type])
  if (!metric) throw new Error(`no ${DEFAULT_METRIC[type]} column for ${type}`)
  return { group: groupSchema.parse(search.group), metric }
}

/** The career page's URL for a choice, defaults left out so each view has one address. */
export function careerQueryHref(path: string, type: RecordType, query: { group: ColumnGroup; metric: string }): string {
  const params = new URLSearchParams()
  if (query.group !== 'basic') params.set('group', query.group)
  if (query.metric !== DEFAULT_METRIC[type]) params.set('metric', query.metric)
  const search = params.toString()
  return search ? `${path}?${search}` : path
}
