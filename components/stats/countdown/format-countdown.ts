import { roundHalfUp } from '@/lib/domain/format/round'
import type { CountdownEntry } from '@/lib/schemas/milestones'

/** '2026-05-13' → '2026年5月頃': a projection is a month at best, never a day. */
export function formatProjectedMonth(date: string): string {
  return `${date.slice(0, 4)}年${Number(date.slice(5, 7))}月頃`
}

/** Years from the data's last game: '半年以内', '約1年後', '約4年後'. */
export function formatYearsAhead(years: number): string {
  if (years < 0.5) return '半年以内'
  return `約${Math.max(1, roundHalfUp(years, 0))}年後`
}

/** A pace over a 143-game season, whole units: 151.6 → '152本'. */
export function formatSeasonPace(pace: number | null, unit: string): string {
  return pace === null ? '-' : `${roundHalfUp(pace, 0)}${unit}`
}

/** Why a line has no projection: he did not play in the pace season, or did not add to the count. */
export function noProjectionReason(entry: Pick<CountdownEntry, 'pace_count'>, season: number, unit: string): string {
  return entry.pace_count === null ? `${season}年の出場なし` : `${season}年は0${unit}`
}
