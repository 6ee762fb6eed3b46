import 'server-only'
import type { Db } from '@/lib/data/db'
import { fip } from '@/lib/domain/sabermetrics/fip'
import { woba, wraa, wrc, wrcPlus, type WobaWeights } from '@/lib/domain/sabermetrics/woba'
import { battingRates, type BattingCounts } from '@/lib/domain/stats/batting'
import { pitchingRates, type PitchingCounts } from '@/lib/domain/stats/pitching'
import { isQualifiedBatter, isQualifiedPitcher } from '@/lib/domain/stats/qualifiers'
import type { Scope } from './league-constants'

export type LeagueContext = WobaWeights & { leagueWoba: number; runsPerPa: number; fipConstant: number | null }

type BattingRow = BattingCounts & { player_id: string; team: string; league: 'central' | 'pacific' }
type PitchingRow = PitchingCounts & { player_id: string; team: string; league: 'central' | 'pacific' }

/** Rates, wOBA family, FIP and qualification for every line of a season (league constants of the player's league). */
export function derivePlayerRates(db: Db, season: number, constants: Map<Scope, LeagueContext>, parkFactors: Map<string, number>): void {
  const teamGames = new Map(
    db.prepare<[number], { team: string; games: number }>('SELECT team, games FROM standings WHERE season = ?').all(season).map((row) => [row.team, row.games]),
  )
  const batting = db.prepare<[number], BattingRow>('SELECT * FROM player_season_batting WHERE season = ?').all(season)
  const updateBatting = db.prepare(`UPDATE player_season_batting SET avg = ?, obp = ?, slg = ?, ops = ?, iso = ?, babip = ?, k_pct = ?, bb_pct = ?,
    woba = ?, wraa = ?, wrc = ?, wrc_plus = ?, qualified = ? WHERE season = ? AND player_id = ? AND team = ?`)
  for (const row of batting) {
    const rates = battingRates(row)
    const league = constants.get(row.league)
    const value = league ? woba(row, league) : null
    const line = value === null || !league ? null : { woba: value, leagueWoba: league.leagueWoba, scale: league.scale, pa: row.pa }
    updateBatting.run(
      rates.avg, rates.obp, rates.slg, rates.ops, rates.iso, rates.babip, rates.kPct, rates.bbPct, value,
      line ? wraa(line) : null, line && league ? wrc({ ...line, leagueRunsPerPa: league.runsPerPa }) : null,
      line && league ? wrcPlus({ ...line, leagueRunsPerPa: league.runsPerPa, parkFactor: parkFactors.get(row.team) ?? 1 }) : null,
      isQualifiedBatter(row.pa, teamGames.get(row.team) ?? 143) ? 1 : 0, season, row.player_id, row.team,
    )
  }
  const pitching = db.prepare<[number], PitchingRow>('SELECT * FROM player_season_pitching WHERE season = ?').all(season)
  const updatePitching = db.prepare(`UPDATE player_season_pitching SET era = ?, whip = ?, k9 = ?, bb9 = ?, hr9 = ?, kbb = ?, k_pct = ?, bb_pct = ?,
    fip = ?, qualified = ? WHERE season = ? AND player_id = ? AND team = ?`)
  for (const row of pitching) {
    const rates = pitchingRates(row)
    const constant = constants.get(row.league)?.fipConstant ?? null
    updatePitching.run(
      rates.era, rates.whip, rates.k9, rates.bb9, rates.hr9, rates.kbb, rates.kPct, rates.bbPct,
      constant === null ? null : fip({ ...row, constant }), isQualifiedPitcher(row.outs, teamGames.get(row.team) ?? 143) ? 1 : 0,
      season, row.player_id, row.team,
    )
  }
}
