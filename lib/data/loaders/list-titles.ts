import 'server-only'
import { cache } from 'react'
import { getDatabase, type Db } from '@/lib/data/db'
import { dataSourceFrom } from '@/lib/data/loaders/get-data-source'
import { battingTitleAvg, qualifyingPlateAppearances } from '@/lib/domain/stats/qualifiers'
import { rate } from '@/lib/domain/stats/rate'
import { isTeamCode, type TeamCode } from '@/lib/domain/teams/teams'
import { rookieEligibleIds } from '@/lib/domain/titles/rookie'
import type { BattingRow, CatchingRow, FieldingRow, PitchingRow } from '@/lib/domain/titles/season-lines'
import { seasonTitles, type TitleResult, type TitleWinner } from '@/lib/domain/titles/season-titles'
import type { TitleType } from '@/lib/route-params'
import { titleSeasonSchema, type TitleHistoryEntry, type TitleResultDto, type TitleSeason } from '@/lib/schemas/titles'

/** Regular season only: titles are decided on the regular season, as the read model's lines are. */
const REGULAR = "g.kind IN ('regular', 'interleague')"

type Seasonal<T> = T & { season: number }

const BATTING_SQL = `SELECT season, player_id AS playerId, team, league, g, pa, ab, h, hr, rbi, sb, bb, hbp, sf, wraa FROM player_season_batting`
const PITCHING_SQL = `SELECT p.season, p.player_id AS playerId, p.team, p.league, p.g, p.gs, p.w, p.l, p.sv, p.hld, p.hp, p.cg, p.outs,
  p.so, p.er, p.fip, c.value AS leagueEra
  FROM player_season_pitching p LEFT JOIN league_constants c ON c.season = p.season AND c.league = p.league AND c.key = 'league_era'`
const FIELDING_SQL = `SELECT f.season, f.player_id AS playerId, f.team, t.league, f.position, f.g, f.outs, f.po, f.a, f.e
  FROM player_season_fielding f JOIN teams t ON t.code = f.team
  UNION ALL
  SELECT g.season, s.player_id, s.team, t.league, 'DH', COUNT(DISTINCT s.game_id), 0, 0, 0, 0
  FROM substitutions s JOIN games g ON g.id = s.game_id JOIN teams t ON t.code = s.team
  WHERE ${REGULAR} AND s.position = 'DH' GROUP BY g.season, s.player_id, s.team`
const CATCHING_SQL = `SELECT season, playerId, team, t.league, sb, cs FROM (
  SELECT g.season, e.catcher_id AS playerId, CASE e.half WHEN 'top' THEN g.home ELSE g.away END AS team,
    SUM(e.type = 'SB') AS sb, SUM(e.type = 'CS') AS cs
  FROM runner_events e JOIN games g ON g.id = e.game_id
  WHERE ${REGULAR} AND e.catcher_id IS NOT NULL AND e.type IN ('SB', 'CS') GROUP BY 1, 2, 3
) JOIN teams t ON t.code = team`

function bySeason<T extends { season: number }>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>()
  for (const row of rows) map.set(row.season, [...(map.get(row.season) ?? []), row])
  return map
}

/** Rates for the page, from the counting stats the title was won with. */
function winnerDto(winner: TitleWinner, names: ReadonlyMap<string, string>) {
  const { batting: b, pitching: p, fielding: f } = winner
  return {
    player_id: winner.playerId,
    name: names.get(winner.playerId) ?? winner.playerId,
    teams: winner.teams,
    position: winner.position,
    value: winner.value,
    batting: b && {
      g: b.g, pa: b.pa, ab: b.ab, h: b.h, hr: b.hr, rbi: b.rbi, sb: b.sb, avg: rate(b.h, b.ab), obp: rate(b.h + b.bb + b.hbp, b.ab + b.bb + b.hbp + b.sf), wraa: b.wraa,
      short_pa: Math.max(0, qualifyingPlateAppearances(b.teamGames) - b.pa), title_avg: battingTitleAvg(b),
    },
    pitching: p && {
      g: p.g, gs: p.gs, w: p.w, l: p.l, sv: p.sv, hld: p.hld, hp: p.hp, cg: p.cg, outs: p.outs, so: p.so,
      era: rate(p.er * 27, p.outs), wpct: rate(p.w, p.w + p.l), runs: p.runs,
    },
    fielding: f && {
      g: f.g, outs: f.outs, po: f.po, a: f.a, e: f.e, sb: f.sb, cs: f.cs,
      fpct: rate(f.po + f.a, f.po + f.a + f.e), rf: rate((f.po + f.a) * 27, f.outs), cs_pct: rate(f.cs, f.sb + f.cs),
    },
  }
}

/**
 * Every title of every season in the data, newest first. Statistical titles always; the voted
 * awards are chosen by our formulas for the simulated league only — imported npb.jp seasons carry
 * no voting results, so there they are marked unavailable rather than invented.
 */
export function titlesFrom(db: Db): TitleSeason[] {
  const source = dataSourceFrom(db)
  if (!source || source.seasons.length === 0) return []
  const validTeam = <T extends { team: string }>(row: T): row is T & { team: TeamCode } => isTeamCode(row.team)
  const all = <T extends { team: string }>(sql: string) => db.prepare<[], Seasonal<T>>(sql).all().filter(validTeam)
  const battingRows = all<Omit<BattingRow, 'team'> & { team: string }>(BATTING_SQL)
  const pitchingRows = all<Omit<PitchingRow, 'team'> & { team: string }>(PITCHING_SQL)
  const batting = bySeason(battingRows)
  const pitching = bySeason(pitchingRows)
  const fielding = bySeason(all<Omit<FieldingRow, 'team'> & { team: string }>(FIELDING_SQL))
  const catching = bySeason(all<Omit<CatchingRow, 'team'> & { team: string }>(CATCHING_SQL))
  const teamGames = bySeason(db.prepare<[], { season: number; team: string; games: number }>('SELECT season, team, games FROM standings').all().filter(validTeam))
  const players = db
    .prepare<[], { playerId: string; name: string; debutSeason: number | null; foreign: number }>(
      'SELECT id AS playerId, name_kanji AS name, debut_season AS debutSeason, foreign_player AS "foreign" FROM players',
    )
    .all()
  const names = new Map(players.map((player) => [player.playerId, player.name]))
  const firstDataSeason = Math.min(...source.seasons)
  const history = [
    ...battingRows.map((row) => ({ playerId: row.playerId, season: row.season, pa: row.pa, outs: 0 })),
    ...pitchingRows.map((row) => ({ playerId: row.playerId, season: row.season, pa: 0, outs: row.outs })),
  ]
  const rosterHistory = players.map((player) => ({ playerId: player.playerId, debutSeason: player.debutSeason, foreign: player.foreign === 1 }))

  return source.seasons.map((season) => {
    const titles = seasonTitles({
      batting: batting.get(season) ?? [],
      pitching: pitching.get(season) ?? [],
      fielding: fielding.get(season) ?? [],
      catching: catching.get(season) ?? [],
      teamGames: new Map((teamGames.get(season) ?? []).map((row) => [row.team, row.games])),
      rookies: source.kind === 'sim' ? rookieEligibleIds({ season, firstDataSeason, players: rosterHistory, lines: history }) : null,
    })
    const dto = (results: readonly TitleResult[]): TitleResultDto[] =>
      results.map((result) => ({ scope: result.scope, status: result.status, winners: result.winners.map((w) => winnerDto(w, names)) }))
    return titleSeasonSchema.parse({ season, titles: Object.fromEntries(Object.entries(titles).map(([type, results]) => [type, dto(results)])) })
  })
}

/** The database a server reads is fixed for its lifetime, so the titles are worked out once per connection. */
const computed = new WeakMap<Db, TitleSeason[]>()

/** All seasons' titles, newest first; empty without a database. */
export const listTitles = cache((): TitleSeason[] => {
  const db = getDatabase()
  if (!db) return []
  const known = computed.get(db)
  if (known) return known
  const made = titlesFrom(db)
  computed.set(db, made)
  return made
})

/** One title across every season in the data, newest first. */
export const listTitleHistory = cache((type: TitleType): TitleHistoryEntry[] =>
  listTitles().map((season) => ({ season: season.season, results: season.titles[type] })),
)
