import type { TeamCode } from './teams'

/**
 * Line colours for charts with one line per club: near each club's own colour, but chosen so that
 * the six lines of a league are told apart at a glance (CIEDE2000 ≥ 20 between any two of one
 * league: セ 26.3, パ 23.0, where the clubs' own colours gave 16.6 and 12.2) and none is near-black
 * (L* ≥ 30: the Marines' black is grey, the Lions' navy an indigo). The end-of-line tag carries
 * the club's own colours (TEAM_COLORS).
 */
export const TEAM_CHART_COLORS: Readonly<Record<TeamCode, string>> = {
  g: '#F97709',
  t: '#BFA000',
  db: '#0094D8',
  c: '#D7001F',
  s: '#3F9B35',
  d: '#2A4A9E',
  h: '#F5C700',
  f: '#0086C9',
  m: '#707070',
  e: '#9E1B32',
  bs: '#9C7A2E',
  l: '#3D3DA8',
}
