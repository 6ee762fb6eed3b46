import { gameStatusLabel } from '@/lib/domain/games/game-status'
import { matchupLabel } from '@/lib/domain/games/matchup'
import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'
import { describeGameId } from '@/lib/game-id'
import type { GameDetail } from '@/lib/schemas/game-detail'
import { absoluteUrl } from './absolute-url'
import { gameCardPath } from './game-card'
import type { JsonLdObject } from './json-ld'

/** What the event needs of a game; `startTime` (「18:00」, Japan time) when the data knows it. */
export type SportsEventFacts = Pick<GameDetail, 'id' | 'kind' | 'status' | 'innings' | 'date' | 'venue' | 'away' | 'home' | 'win' | 'loss' | 'save'> & {
  startTime?: string | null
}

/** 「2025-06-01T18:00:00+09:00」 with a known start (NPB plays in Japan time), else the date alone. */
export function eventStartDate(date: string, startTime: string | null | undefined): string {
  const time = startTime ? /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(startTime) : null
  return time ? `${date}T${time[1]}:${time[2]}:${time[3] ?? '00'}+09:00` : date
}

function sportsTeam(team: TeamCode): JsonLdObject {
  return { '@type': 'SportsTeam', name: TEAM_BY_CODE[team].fullName, url: absoluteUrl(`/teams/${team}/info`) }
}

/** 「DeNA 2-3 広島（試合終了）。広島の勝利。勝利投手: 森下、敗戦投手: 東、セーブ: 栗林。」 */
export function gameResultSentence(game: SportsEventFacts): string {
  const [away, home] = [TEAM_BY_CODE[game.away.team].shortName, TEAM_BY_CODE[game.home.team].shortName]
  const score = `${away} ${game.away.runs}-${game.home.runs} ${home}（${gameStatusLabel(game)}）。`
  const winner = game.status === 'tie' || game.away.runs === game.home.runs ? null : game.home.runs > game.away.runs ? home : away
  const decisions = [['勝利投手', game.win], ['敗戦投手', game.loss], ['セーブ', game.save]] as const
  const pitchers = decisions.flatMap(([label, decision]) => (decision ? [`${label}: ${decision.name}`] : []))
  return [score, winner ? `${winner}の勝利。` : '', pitchers.length > 0 ? `${pitchers.join('、')}。` : ''].join('')
}

/**
 * schema.org SportsEvent for a game page. schema.org has no property for a result or a score
 * (SportsEvent adds only homeTeam, awayTeam, competitor and sport to Event; a `score` on the teams
 * would be an unknown property that validators flag), so the result is said in words in
 * `description`, the one standard field crawlers show as text. EventStatusType has no
 * "completed" value either: a game played as planned stays EventScheduled, and its date says it
 * is past.
 */
export function sportsEventStructuredData(game: SportsEventFacts): JsonLdObject {
  const url = absoluteUrl(`/games/${game.id}`)
  const [away, home] = [sportsTeam(game.away.team), sportsTeam(game.home.team)]
  const { dateLabel } = describeGameId(game.id)
  return {
    '@type': 'SportsEvent',
    '@id': `${url}#game`,
    name: `${dateLabel} ${matchupLabel(TEAM_BY_CODE[game.away.team].shortName, TEAM_BY_CODE[game.home.team].shortName)}`,
    description: gameResultSentence(game),
    url,
    image: absoluteUrl(gameCardPath(game.id)),
    sport: 'Baseball',
    startDate: eventStartDate(game.date, game.startTime),
    eventStatus: 'https://schema.org/EventScheduled',
    // Google's event guidelines want an address; the data has only the venue's name, and NPB plays in Japan.
    ...(game.venue ? { location: { '@type': 'Place', name: game.venue, address: { '@type': 'PostalAddress', addressCountry: 'JP' } } } : {}),
    // homeTeam and awayTeam name the competitors; a `competitor` list would repeat them on every game page.
    awayTeam: away,
    homeTeam: home,
  }
}
