import { fip } from '@/lib/domain/sabermetrics/fip'
import { woba, wraa, wrc, wrcPlus, type WobaWeights } from '@/lib/domain/sabermetrics/woba'
import { battingRates, type BattingCounts } from './batting'
import { pitchingRates } from './pitching'
import { rate } from './rate'

/** A season's league figures a line's run stats are measured against (league_constants). */
export type LeagueContext = WobaWeights & { leagueWoba: number; runsPerPa: number; fipConstant: number | null }

export type BattedBallCounts = { gb: number; ld: number; fb: number; pu: number }

/**
 * Each batted-ball type's share of the balls in play with a type (ground + line + fly + popup;
 * bunts apart). null without any: a source that records no types shows '-', not 0 %.
 *
 * @example battedBallRates({ gb: 45, ld: 20, fb: 25, pu: 10 }).gb_pct // 45 / 100 = 0.45
 */
export function battedBallRates(c: BattedBallCounts) {
  const balls = c.gb + c.ld + c.fb + c.pu
  return { gb_pct: rate(c.gb, balls), ld_pct: rate(c.ld, balls), fb_pct: rate(c.fb, balls), pu_pct: rate(c.pu, balls) }
}

/**
 * A batting line's rates and run stats, as the season lines derive them (player-rates.ts): the
 * same formulas, so a view without a split prints the records pages' figures. Without league
 * constants the wOBA family is null.
 */
export function statBattingRates(c: BattingCounts & BattedBallCounts, league: LeagueContext | null, parkFactor: number) {
  const rates = battingRates(c)
  const value = league ? woba(c, league) : null
  const line = value === null || !league ? null : { woba: value, leagueWoba: league.leagueWoba, scale: league.scale, pa: c.pa }
  return {
    tb: rates.tb, avg: rates.avg, obp: rates.obp, slg: rates.slg, ops: rates.ops, iso: rates.iso, babip: rates.babip,
    k_pct: rates.kPct, bb_pct: rates.bbPct, woba: value,
    wraa: line ? wraa(line) : null,
    wrc: line && league ? wrc({ ...line, leagueRunsPerPa: league.runsPerPa }) : null,
    wrc_plus: line && league ? wrcPlus({ ...line, leagueRunsPerPa: league.runsPerPa, parkFactor }) : null,
    ...battedBallRates(c),
  }
}

export type StatPitchingCounts = BattedBallCounts & {
  outs: number; bf: number; ab: number; h: number; hr: number; bb: number; ibb: number; hbp: number; so: number; sf: number
  /** Earned runs: null where the view cannot charge them (a PA split). */
  er: number | null
}

/**
 * A pitching line's rates: ERA and the other per-out rates from pitching.ts, FIP with the
 * season's constant, K−BB % = K % − BB %, and BABIP allowed = (H − HR) / (AB − SO − HR + SF).
 *
 * @example statPitchingRates({ outs: 540, bf: 760, ab: 690, h: 150, hr: 15, bb: 50, ibb: 2, hbp: 5, so: 180, sf: 5, er: 50, ... }, 3.0).k_bb_pct // (180 − 50) / 760
 */
export function statPitchingRates(c: StatPitchingCounts, fipConstant: number | null) {
  const rates = pitchingRates({ ...c, r: 0, er: c.er ?? 0 })
  return {
    era: c.er === null ? null : rates.era, whip: rates.whip, k9: rates.k9, bb9: rates.bb9, hr9: rates.hr9, kbb: rates.kbb,
    k_pct: rates.kPct, bb_pct: rates.bbPct, k_bb_pct: rate(c.so - c.bb, c.bf),
    fip: fipConstant === null ? null : fip({ ...c, constant: fipConstant }),
    babip: rate(c.h - c.hr, c.ab - c.so - c.hr + c.sf),
    ...battedBallRates(c),
  }
}
