import type { StatColumn } from '@/components/stats/records/stat-columns'

/** '本塁打（多い順）', '防御率（低い順）': counts are many/few, rates high/low. */
export function sortDescription(column: StatColumn, order: 'asc' | 'desc'): string {
  const counted = column.format === 'count' || column.format === 'innings'
  const words = counted ? { asc: '少ない順', desc: '多い順' } : { asc: '低い順', desc: '高い順' }
  return `${column.label}（${words[order]}）`
}
