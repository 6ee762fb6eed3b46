import 'server-only'
import type { Db } from '@/lib/data/db'
import { byUniformNumber, ROSTER_GROUPS, rosterGroup } from '@/lib/domain/teams/roster-groups'
import type { TeamCode } from '@/lib/domain/teams/teams'
import type { Roster, RosterPlayer } from '@/lib/schemas/team-home'

type Row = { id: string; name: string; number: number | null; position: string | null; pitched: number; pa: number }

/**
 * The club's registered players of a season by position group, each group in uniform-number order.
 * A season's roster without positions (npb.jp 2025) takes the player's listed position, as the
 * player list does; what is still unknown goes to 「その他」, never guessed from his lines.
 */
export function clubRosterFrom(db: Db, team: TeamCode, season: number): Roster {
  const rows = db
    .prepare<[number, TeamCode], Row>(
      `SELECT r.player_id AS id, p.name_kanji AS name, r.number, COALESCE(NULLIF(r.position, ''), p.primary_position) AS position,
         COALESCE((SELECT s.g FROM player_season_pitching s WHERE s.season = r.season AND s.player_id = r.player_id AND s.team = r.team), 0) AS pitched,
         COALESCE((SELECT s.pa FROM player_season_batting s WHERE s.season = r.season AND s.player_id = r.player_id AND s.team = r.team), 0) AS pa
       FROM rosters r JOIN players p ON p.id = r.player_id WHERE r.season = ? AND r.team = ?`,
    )
    .all(season, team)
  const players = rows.map((row) => {
    const group = rosterGroup(row.position)
    // His page opens on the side he played: a pitcher's pitching; without a position, pitching when he pitched and
    // batted no more than a pitcher does (three times an appearance at most), so a fielder's one mop-up inning stays batting.
    const side: RosterPlayer['side'] = group === 'pitcher' || (group === 'unknown' && row.pitched > 0 && row.pa <= 3 * row.pitched) ? 'pitching' : 'batting'
    return { group, player: { id: row.id, name: row.name, number: row.number, side } }
  })
  return {
    groups: ROSTER_GROUPS.flatMap((group) => {
      const members = players.filter((entry) => entry.group === group).map((entry) => entry.player).sort(byUniformNumber)
      return members.length > 0 ? [{ group, players: members }] : []
    }),
  }
}
