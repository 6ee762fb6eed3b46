import { qualifyingOuts, qualifyingPlateAppearances } from '@/lib/domain/stats/qualifiers'
import { byCountDesc, byRatio, leaders, type Comparator, type Ratio } from './rank'
import type { BattingSeason, PitchingSeason } from './season-lines'

/** 最高勝率 goes only to a pitcher with at least this many wins (NPB rule since 2013). */
export const WINNING_PERCENTAGE_MIN_WINS = 13

/** A title decided by a statistic: who may win it, how they rank, and the value it is decided on. */
type StatTitle<Line> = { eligible: (line: Line) => boolean; compare: Comparator<Line>; value: (line: Line) => number }

export const BATTING_TITLE_TYPES = ['batting_champion', 'homerun_leader', 'rbi_leader', 'stolen_base_leader', 'hits_leader', 'obp_leader'] as const
export type BattingTitleType = (typeof BATTING_TITLE_TYPES)[number]
export const PITCHING_TITLE_TYPES = ['era_leader', 'wins_leader', 'strikeouts', 'winning_percentage', 'saves_leader', 'holds'] as const
export type PitchingTitleType = (typeof PITCHING_TITLE_TYPES)[number]

const value = (r: Ratio) => r.n / r.d

/**
 * The batting-title AVG: a batter short of 規定打席 has the missing PA added as hitless at-bats
 * and wins if he still leads (conventions page; `battingTitleAvg`). His recorded AVG is unpadded.
 */
function titleAvg(line: BattingSeason): Ratio {
  return { n: line.h, d: line.ab + Math.max(0, qualifyingPlateAppearances(line.teamGames) - line.pa) }
}
const avg = (line: BattingSeason): Ratio => ({ n: line.h, d: line.ab })
const obp = (line: BattingSeason): Ratio => ({ n: line.h + line.bb + line.hbp, d: line.ab + line.bb + line.hbp + line.sf })
const qualifiedBatter = (line: BattingSeason) => line.pa >= qualifyingPlateAppearances(line.teamGames)

function mostOf<Line>(count: (line: Line) => number): StatTitle<Line> {
  return { eligible: (line) => count(line) > 0, compare: byCountDesc(count), value: count }
}

export const BATTING_TITLES: Readonly<Record<BattingTitleType, StatTitle<BattingSeason>>> = {
  batting_champion: { eligible: (line) => line.ab > 0 && titleAvg(line).d > 0, compare: byRatio(titleAvg), value: (line) => value(avg(line)) },
  homerun_leader: mostOf((line) => line.hr),
  rbi_leader: mostOf((line) => line.rbi),
  stolen_base_leader: mostOf((line) => line.sb),
  hits_leader: mostOf((line) => line.h),
  obp_leader: { eligible: (line) => qualifiedBatter(line) && obp(line).d > 0, compare: byRatio(obp), value: (line) => value(obp(line)) },
}

const era = (line: PitchingSeason): Ratio => ({ n: line.er * 27, d: line.outs })
const winningPercentage = (line: PitchingSeason): Ratio => ({ n: line.w, d: line.w + line.l })

export const PITCHING_TITLES: Readonly<Record<PitchingTitleType, StatTitle<PitchingSeason>>> = {
  era_leader: {
    eligible: (line) => line.outs > 0 && line.outs >= qualifyingOuts(line.teamGames),
    compare: byRatio(era, 'asc'),
    value: (line) => value(era(line)),
  },
  wins_leader: mostOf((line) => line.w),
  strikeouts: mostOf((line) => line.so),
  winning_percentage: {
    eligible: (line) => line.w >= WINNING_PERCENTAGE_MIN_WINS,
    compare: byRatio(winningPercentage),
    value: (line) => value(winningPercentage(line)),
  },
  saves_leader: mostOf((line) => line.sv),
  // 最優秀中継ぎ is decided on holdpoints (holds + relief wins), the read model's hp column.
  holds: mostOf((line) => line.hp),
}

export type StatWinner<Line> = { line: Line; value: number }

/** Everyone level at the top of one league's eligible lines; empty when nobody is eligible. */
export function statTitleWinners<Line>(title: StatTitle<Line>, lines: readonly Line[]): StatWinner<Line>[] {
  return leaders(lines.filter(title.eligible), title.compare).map((line) => ({ line, value: title.value(line) }))
}
