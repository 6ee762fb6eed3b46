import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'

const HAND = { R: '右', L: '左', S: '両' } as const

/** 投打 as NPB prints it: throwing hand first, then batting side (右投左打, 左投両打); null when unknown. */
export function handsLabel(bats: 'R' | 'L' | 'S' | null, throws: 'R' | 'L' | null): string | null {
  if (!bats || !throws) return null
  return `${HAND[throws]}投${HAND[bats]}打`
}

/** 1991年10月10日 from 1991-10-10; null for anything else. */
export function japaneseDate(date: string | null): string | null {
  const match = date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null
  return match ? `${match[1]}年${Number(match[2])}月${Number(match[3])}日` : null
}

export type Draft = { year: number; round: number | null; team: TeamCode | null; kind: 'regular' | 'ikusei' | null }

/** 2010年 育成7位（巨人）, 2015年 1位（阪神）; the round or club left out where the source lacks it. */
export function draftLabel({ year, round, team, kind }: Draft): string {
  const pick = round === null ? 'ドラフト' : `${kind === 'ikusei' ? '育成' : ''}${round}位`
  return `${year}年 ${pick}${team ? `（${TEAM_BY_CODE[team].shortName}）` : ''}`
}

export type Schools = { high_school: string | null; university: string | null; corporate: string | null; independent: string | null }

/** The route to the pros in the order it was walked: 高校 → 大学 → 社会人 → 独立リーグ; null with none known. */
export function schoolPath(schools: Schools): string | null {
  const steps = [schools.high_school, schools.university, schools.corporate, schools.independent].filter((step): step is string => Boolean(step))
  return steps.length > 0 ? steps.join(' → ') : null
}
