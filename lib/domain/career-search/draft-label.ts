import { isTeamCode, TEAM_BY_CODE } from '@/lib/domain/teams/teams'

export type Draft = { year: number | null; round: number | null; kind: string | null; team: string | null }

/**
 * A draft record as Japanese media write it: 「2010年 ドラフト3位（阪神）」, a development-squad
 * pick 「2010年 育成4位（阪神）」. Parts the data lacks are left out; no year at all is null.
 */
export function draftLabel({ year, round, kind, team }: Draft): string | null {
  if (year === null) return null
  const pick = round === null ? (kind === 'ikusei' ? ' 育成' : ' ドラフト') : kind === 'ikusei' ? ` 育成${round}位` : ` ドラフト${round}位`
  const club = team !== null && isTeamCode(team) ? `（${TEAM_BY_CODE[team].shortName}）` : ''
  return `${year}年${pick}${club}`
}

/**
 * The seasons of a career: 「2011–2022（12年）」, one season 「2025（1年）」; the years counted
 * from the first to the last, both included. Null when neither end is known.
 */
export function seasonsLabel(first: number | null, last: number | null): string | null {
  const from = first ?? last
  const to = last ?? first
  if (from === null || to === null) return null
  const years = to - from + 1
  return from === to ? `${from}（1年）` : `${from}–${to}（${years}年）`
}
