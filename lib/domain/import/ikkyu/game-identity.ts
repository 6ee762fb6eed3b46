import type { GameKind } from '@/lib/domain/canonical-game'
import { resolveTeamCode } from '@/lib/domain/import/reference/resolve-team-code'
import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'
import type { IkkyuGame } from './schema'

export type IkkyuIdentity = { id: string; season: number; date: string; home: TeamCode; away: TeamCode; kind: GameKind }

type Checked<T> = { ok: true; value: T } | { ok: false; error: string }

/**
 * Our id for the game (`YYYYMMDD-home-away-NN`, e.g. 20260327-g-t-01) and its teams from their
 * Japanese names (巨人, 阪神, …). A 一球速報 file does not number a day's games between the same
 * clubs, and NPB has had no double-header in the files' era, so NN is always 01.
 */
export function ikkyuIdentity(game: IkkyuGame, fileName: string): Checked<IkkyuIdentity> {
  const home = resolveTeamCode(game.home)
  const away = resolveTeamCode(game.away)
  const unknownTeam = (name: string) => ({ ok: false as const, error: `${fileName}: unknown team "${name}" (not one of the twelve NPB clubs)` })
  if (!home) return unknownTeam(game.home)
  if (!away) return unknownTeam(game.away)
  if (game.game_type !== '公式戦') return { ok: false, error: `${fileName}: game type "${game.game_type}" is not a regular-season game (公式戦)` }
  if (game.result.state !== '試合終了') return { ok: false, error: `${fileName}: game state "${game.result.state}" is not final (試合終了)` }
  const kind: GameKind = TEAM_BY_CODE[home].league === TEAM_BY_CODE[away].league ? 'regular' : 'interleague'
  const date = game.game_date
  return { ok: true, value: { id: `${date.replaceAll('-', '')}-${home}-${away}-01`, season: Number(date.slice(0, 4)), date, home, away, kind } }
}
