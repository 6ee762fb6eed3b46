import { formatPercent } from '@/lib/domain/format/numbers'
import { roundHalfUp } from '@/lib/domain/format/round'

/**
 * A count of seasons as a percentage of the run: '23.4%'; a count above 0 that rounds to 0 is
 * '<0.1%' (it happened, rarely), one short of every season '>99.9%', so neither reads as certain.
 *
 * @example formatOdds(3, 20_000) // '<0.1%'
 */
export function formatOdds(count: number, seasons: number): string {
  if (seasons <= 0) return '-'
  const share = count / seasons
  if (count > 0 && share < 0.0005) return '<0.1%'
  if (count < seasons && share >= 0.9995) return '>99.9%'
  return formatPercent(share, 1)
}

/** A won-lost-tied line: '45-30-2'; expected records with one decimal: '80.4-60.1-2.5'. */
export function formatRecord(wins: number, losses: number, ties: number, digits = 0): string {
  const show = (value: number) => roundHalfUp(value, digits).toFixed(digits)
  return `${show(wins)}-${show(losses)}-${show(ties)}`
}

/**
 * The マジック cell: 'M12' for a club whose wins alone clinch, 優勝決定 (優勝 once the season is
 * over) for a club that has clinched, '-' for none.
 */
export function magicLabel(magic: number | null, seasonOver: boolean): string {
  if (magic === null) return '-'
  if (magic === 0) return seasonOver ? '優勝' : '優勝決定'
  return `M${magic}`
}

/**
 * The magic number a club's row shows. The leader's is the standings page's (whatever its size);
 * another club's only while it is the one club left with 自力優勝, which is when NPB says its
 * magic number is lit. Every club's own number stays in the API.
 */
export function shownMagic<Club extends { team: string; rank: number; magic: number | null; self_clinch: boolean }>(club: Club, league: readonly Club[]): number | null {
  if (club.rank === 1) return club.magic
  return club.self_clinch && league.every((other) => other.team === club.team || !other.self_clinch) ? club.magic : null
}
