import { playerStatusLabel } from '@/lib/domain/format/player-status'
import { positionLabel } from '@/lib/domain/format/position-label'
import { LEAGUE_NAMES, TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import type { PlayerList, PlayerSummary } from '@/lib/schemas/players'
import { playerPageHref } from './player-page-href'
import { playersListHref } from './players-list-href'

export type SuggestionOption = { key: string; kind: 'club' | 'player'; href: string; label: string; detail: string }

/** What the box shows for one query: the clubs it names, then up to 8 players. */
export type Suggestions = { clubs: SuggestionOption[]; players: SuggestionOption[] }

export const MAX_PLAYER_SUGGESTIONS = 8
/** A one-kana query can name half the league's clubs; the results page lists them all. */
export const MAX_CLUB_SUGGESTIONS = 3

/** '巨人 · 投手 · 現役' or '阪神 · 外野手 · 2021年まで'; the parts the source lacks are left out. */
export function playerDetail(player: PlayerSummary): string {
  const status = playerStatusLabel({ active: player.active, lastSeason: player.last_season })
  const position = positionLabel(player.position)
  return [player.team ? TEAM_BY_CODE[player.team].shortName : null, position === '-' ? null : position, status].filter((part) => part !== null).join(' · ')
}

export function suggestionsFrom(list: PlayerList): Suggestions {
  return {
    clubs: list.clubs.slice(0, MAX_CLUB_SUGGESTIONS).map((code) => {
      const team = TEAM_BY_CODE[code]
      return { key: `club-${code}`, kind: 'club', href: `/teams/${code}/info`, label: team.fullName, detail: LEAGUE_NAMES[team.league] }
    }),
    // A player whose page the routes cannot serve yet is found on the results page instead.
    players: list.players.slice(0, MAX_PLAYER_SUGGESTIONS).map((player) => ({
      key: `player-${player.id}`,
      kind: 'player',
      href: playerPageHref(player) ?? playersListHref({ q: player.name }),
      label: player.name,
      detail: playerDetail(player),
    })),
  }
}
