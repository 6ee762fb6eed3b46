import 'server-only'
import type { Db } from '@/lib/data/db'
import type { BattingTotals } from '@/lib/domain/simulation/projection/batting-line'
import type { PitchingTotals } from '@/lib/domain/simulation/projection/pitching-line'
import type { SeasonConstants } from '@/lib/domain/simulation/projection/role-model'

export type GrowthPlayer = { id: string; name: string; kana: string | null; birthDate: string | null; position: string | null }

/** One player's season on one side, his clubs' lines added up; `stored` are the read model's own wOBA / FIP where the page shows them. */
export type SeasonRow<T> = { playerId: string; season: number; teams: string[]; totals: T; stored: { woba: number | null; fip: number | null } }

type Teams = { teams: string }

// A traded player has a line per club: counts add up, and wOBA / FIP (each computed with its own
// league's constants) average over their denominators, which gives back each line's own value.
const BATTING = `SELECT season, player_id AS playerId, group_concat(team, ',') AS teams,
    SUM(pa) AS pa, SUM(ab) AS ab, SUM(h) AS h, SUM(doubles) AS doubles, SUM(triples) AS triples, SUM(hr) AS hr,
    SUM(bb) AS bb, SUM(ibb) AS ibb, SUM(hbp) AS hbp, SUM(sf) AS sf, SUM(sh) AS sh, SUM(so) AS so,
    SUM(woba * (ab + bb - ibb + sf + hbp)) / NULLIF(SUM(CASE WHEN woba IS NULL THEN 0 ELSE ab + bb - ibb + sf + hbp END), 0) AS woba
  FROM (SELECT * FROM player_season_batting ORDER BY season, player_id, pa DESC)
  GROUP BY season, player_id ORDER BY player_id, season`

const PITCHING = `SELECT season, player_id AS playerId, group_concat(team, ',') AS teams,
    SUM(g) AS g, SUM(gs) AS gs, SUM(outs) AS outs, SUM(bf) AS bf, SUM(h) AS h, SUM(hr) AS hr, SUM(bb) AS bb,
    SUM(hbp) AS hbp, SUM(so) AS so, SUM(er) AS er,
    SUM(fip * outs) / NULLIF(SUM(CASE WHEN fip IS NULL THEN 0 ELSE outs END), 0) AS fip
  FROM (SELECT * FROM player_season_pitching ORDER BY season, player_id, outs DESC)
  GROUP BY season, player_id ORDER BY player_id, season`

export function readBattingRows(db: Db): SeasonRow<BattingTotals>[] {
  type Row = BattingTotals & Teams & { season: number; playerId: string; woba: number | null }
  return db
    .prepare<[], Row>(BATTING)
    .all()
    .map(({ season, playerId, teams, woba, ...totals }) => ({ season, playerId, teams: teams.split(','), totals, stored: { woba, fip: null } }))
}

export function readPitchingRows(db: Db): SeasonRow<PitchingTotals>[] {
  type Row = PitchingTotals & Teams & { season: number; playerId: string; fip: number | null }
  return db
    .prepare<[], Row>(PITCHING)
    .all()
    .map(({ season, playerId, teams, fip, ...totals }) => ({ season, playerId, teams: teams.split(','), totals, stored: { woba: null, fip } }))
}

export function readGrowthPlayers(db: Db): Map<string, GrowthPlayer> {
  const rows = db
    .prepare<[], GrowthPlayer>('SELECT id, name_kanji AS name, name_kana AS kana, birth_date AS birthDate, primary_position AS position FROM players')
    .all()
  return new Map(rows.map((row) => [row.id, row]))
}

const CONSTANT_KEYS = ['w_bb', 'w_hbp', 'w_1b', 'w_2b', 'w_3b', 'w_hr', 'woba_scale', 'fip_constant'] as const

/** Each season's NPB-wide wOBA weights and FIP constant (league_constants); a season missing one is left out. */
export function readSeasonConstants(db: Db): Map<number, SeasonConstants> {
  const rows = db
    .prepare<[], { season: number; key: string; value: number }>("SELECT season, key, value FROM league_constants WHERE league = 'npb'")
    .all()
  const bySeason = new Map<number, Map<string, number>>()
  for (const row of rows) bySeason.set(row.season, (bySeason.get(row.season) ?? new Map<string, number>()).set(row.key, row.value))
  const constants = new Map<number, SeasonConstants>()
  for (const [season, values] of bySeason) {
    const [wBB, wHBP, w1B, w2B, w3B, wHR, scale, fipConstant] = CONSTANT_KEYS.map((key) => values.get(key))
    if (wBB === undefined || wHBP === undefined || w1B === undefined || w2B === undefined || w3B === undefined || wHR === undefined || scale === undefined || fipConstant === undefined) continue
    constants.set(season, { woba: { wBB, wHBP, w1B, w2B, w3B, wHR, scale }, fipConstant })
  }
  return constants
}
