import type { FieldSpec } from './field-agreement'

/** Every batting field the season pages show that NPB's table also holds, in the table's order. */
export const BATTING_FIELDS: readonly FieldSpec[] = [
  { key: 'g', label: 'G', total: true }, { key: 'pa', label: 'PA', total: true }, { key: 'ab', label: 'AB', total: true },
  { key: 'r', label: 'R', total: true }, { key: 'h', label: 'H', total: true }, { key: 'doubles', label: '2B', total: true },
  { key: 'triples', label: '3B', total: true }, { key: 'hr', label: 'HR', total: true }, { key: 'tb', label: 'TB', total: true },
  { key: 'rbi', label: 'RBI', total: true }, { key: 'sb', label: 'SB', total: true }, { key: 'cs', label: 'CS', total: true },
  { key: 'sh', label: 'SH', total: true }, { key: 'sf', label: 'SF', total: true }, { key: 'bb', label: 'BB', total: true },
  { key: 'ibb', label: 'IBB', total: true }, { key: 'hbp', label: 'HBP', total: true }, { key: 'so', label: 'SO', total: true },
  { key: 'gidp', label: 'GDP', total: true }, { key: 'avg', label: 'AVG', digits: 3 },
]

/** Every pitching field the pages show that NPB's table also holds (GS and HP it does not print). */
export const PITCHING_FIELDS: readonly FieldSpec[] = [
  { key: 'g', label: 'G', total: true }, { key: 'w', label: 'W', total: true }, { key: 'l', label: 'L', total: true },
  { key: 'sv', label: 'SV', total: true }, { key: 'hld', label: 'HLD', total: true }, { key: 'cg', label: 'CG', total: true },
  { key: 'sho', label: 'SHO', total: true }, { key: 'bf', label: 'BF', total: true }, { key: 'outs', label: 'IP (outs)', total: true },
  { key: 'h', label: 'H', total: true }, { key: 'hr', label: 'HR', total: true }, { key: 'bb', label: 'BB', total: true },
  { key: 'ibb', label: 'IBB', total: true }, { key: 'hbp', label: 'HBP', total: true }, { key: 'so', label: 'SO', total: true },
  { key: 'wp', label: 'WP', total: true }, { key: 'bk', label: 'BK', total: true }, { key: 'r', label: 'R', total: true },
  { key: 'er', label: 'ER', total: true }, { key: 'era', label: 'ERA', digits: 2 },
]

/** The lines the targets apply to: NPB regulars, 100+ PA or 30+ IP (90 outs). */
export const QUALIFYING = { pa: 100, outs: 90 } as const
