import type { FieldAgreement } from './field-agreement'

const percent = (part: number, whole: number) => (whole === 0 ? '-' : `${((part / whole) * 100).toFixed(2)}%`)

const totals = (field: FieldAgreement) => {
  if (field.oursTotal === null || field.officialTotal === null) return '-'
  const diff = field.oursTotal - field.officialTotal
  const share = field.officialTotal === 0 ? '' : ` (${diff >= 0 ? '+' : ''}${((diff / field.officialTotal) * 100).toFixed(2)}%)`
  return `${field.oursTotal} / ${field.officialTotal}${share}`
}

/** One row per field: lines compared and exact (all, and qualified), league totals ours / official. */
export function formatFieldRow(field: FieldAgreement): string {
  return [
    field.field.label.padEnd(10),
    `${field.exact}/${field.compared}`.padStart(9), percent(field.exact, field.compared).padStart(8),
    `${field.exactQualified}/${field.comparedQualified}`.padStart(9), percent(field.exactQualified, field.comparedQualified).padStart(8),
    totals(field),
    ...(field.unsourced > 0 ? [`— ${field.unsourced} lines not given per player by the source ('-' on the pages); total from the clubs' boxes`] : []),
  ].join('  ')
}

export const FIELD_HEADER = ['field'.padEnd(10), 'all exact'.padStart(9), ''.padStart(8), 'qualified'.padStart(9), ''.padStart(8), 'league total ours / official'].join('  ')
