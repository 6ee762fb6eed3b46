import { DEFAULT_SEASON, isKnownSeason } from '@/lib/seasons'

export type PlayerSide = 'batting' | 'pitching'

type ViewKind = 'career' | 'game' | 'situational' | 'analysis'

/** A player page's views, per side: the path segment and the tab's label. */
const VIEWS: Readonly<Record<PlayerSide, readonly { kind: ViewKind; segment: string; label: string }[]>> = {
  batting: [
    { kind: 'career', segment: 'career-batting', label: '年度別打撃' },
    { kind: 'game', segment: 'game-batting', label: '試合別打撃' },
    { kind: 'situational', segment: 'situational-batting', label: '状況別打撃' },
    { kind: 'analysis', segment: 'batting-analysis', label: '打席分析' },
  ],
  pitching: [
    { kind: 'career', segment: 'career-pitching', label: '年度別投手' },
    { kind: 'game', segment: 'game-pitching', label: '試合別投手' },
    { kind: 'situational', segment: 'situational-pitching', label: '状況別投手' },
    { kind: 'analysis', segment: 'pitch-analysis', label: '投球分析' },
  ],
}

/**
 * A view's URL for a season; the analysis views open on `tab`, their first tab by default, so a
 * season pill on the zone tab stays on the zone tab. Other views have no tab and ignore it.
 */
export function playerViewHref(playerId: string, segment: string, season: number, tab = 'details'): string {
  const analysis = segment.endsWith('-analysis')
  return `/players/${playerId}/${segment}/${season}${analysis ? `/${tab}` : ''}`
}

/**
 * A player's career page for a season he played. The player pages take a season of the site's
 * range; imported data can run past it, so a later season falls back to the default one.
 */
export function playerCareerHref(playerId: string, side: PlayerSide, season: number): string {
  return playerViewHref(playerId, `career-${side}`, isKnownSeason(season) ? season : DEFAULT_SEASON)
}

export type SideLines = { batting: boolean; pitching: boolean }

/**
 * The tabs a player gets: the views of each side he has lines on (a pitcher who never batted gets
 * no batting tabs), his main side first.
 */
export function playerViewTabs(playerId: string, season: number, sides: SideLines, pitcherFirst: boolean): { href: string; label: string }[] {
  const order: PlayerSide[] = pitcherFirst ? ['pitching', 'batting'] : ['batting', 'pitching']
  return order.filter((side) => sides[side]).flatMap((side) => VIEWS[side].map((view) => ({ href: playerViewHref(playerId, view.segment, season), label: view.label })))
}

/** The side a view segment belongs to (career-batting → batting, pitch-analysis → pitching). */
export function sideOfView(segment: string): PlayerSide {
  return VIEWS.pitching.some((view) => view.segment === segment) ? 'pitching' : 'batting'
}

export type SeasonLink = { season: number; href: string }

/**
 * Where a path to a season he has no page for could have gone instead: the same view in each
 * season he has a line of its side; a player who never played that side, his other side's career.
 */
export function seasonsOfView(path: string, seasons: readonly ({ season: number } & SideLines)[]): SeasonLink[] {
  const [, , playerId = '', segment = '', , tab] = path.split('/')
  const side = sideOfView(segment)
  const same = seasons.filter((row) => row[side])
  if (same.length > 0) return same.map(({ season }) => ({ season, href: playerViewHref(playerId, segment, season, tab) }))
  const other: PlayerSide = side === 'batting' ? 'pitching' : 'batting'
  return seasons.filter((row) => row[other]).map(({ season }) => ({ season, href: playerViewHref(playerId, `career-${other}`, season) }))
}
