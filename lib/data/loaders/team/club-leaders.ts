import 'server-only'
import type { Db } from '@/lib/data/db'
import { leadersBy, type Fraction } from '@/lib/domain/teams/team-leaders'
import type { TeamCode } from '@/lib/domain/teams/teams'
import type { TeamLeader, TeamLeaderStat } from '@/lib/schemas/team-home'

type BattingLine = { player_id: string; name: string; qualified: number; h: number; ab: number; hr: number; rbi: number; sb: number }
type PitchingLine = { player_id: string; name: string; qualified: number; w: number; sv: number; hld: number; so: number; er: number; outs: number }

type Spec<Line> = { stat: TeamLeaderStat; value: (line: Line) => Fraction | null; better: 'high' | 'low' }

/** A count leads only above zero (no saves yet in April leads nothing). */
const positive = (value: number): Fraction | null => (value > 0 ? { numerator: value, denominator: 1 } : null)

// 打率 and 防御率 among players whose line for this club reaches 規定打席 / 規定投球回 (the read model's
// `qualified`: PA ≥ club games × 3.1 rounded half-up, outs ≥ club games × 3; lib/data/derive/player-rates.ts).
const BATTING: readonly Spec<BattingLine>[] = [
  { stat: 'avg', value: (line) => (line.qualified ? { numerator: line.h, denominator: line.ab } : null), better: 'high' },
  { stat: 'hr', value: (line) => positive(line.hr), better: 'high' },
  { stat: 'rbi', value: (line) => positive(line.rbi), better: 'high' },
  { stat: 'sb', value: (line) => positive(line.sb), better: 'high' },
]
const PITCHING: readonly Spec<PitchingLine>[] = [
  { stat: 'w', value: (line) => positive(line.w), better: 'high' },
  { stat: 'sv', value: (line) => positive(line.sv), better: 'high' },
  { stat: 'hld', value: (line) => positive(line.hld), better: 'high' },
  { stat: 'so', value: (line) => positive(line.so), better: 'high' },
  // ERA = ER × 27 / outs (conventions page).
  { stat: 'era', value: (line) => (line.qualified ? { numerator: line.er * 27, denominator: line.outs } : null), better: 'low' },
]

function leader<Line extends { player_id: string; name: string }>(side: TeamLeader['side'], lines: readonly Line[], spec: Spec<Line>): TeamLeader {
  const players = leadersBy(lines, spec.value, spec.better)
  const first = players[0]
  const fraction = first ? spec.value(first) : null
  return {
    stat: spec.stat,
    side,
    value: fraction ? fraction.numerator / fraction.denominator : null,
    players: players.map((line) => ({ id: line.player_id, name: line.name })),
  }
}

/** The club's leaders of a season from its players' lines for the club; ties all listed in player-id order. */
export function clubLeadersFrom(db: Db, team: TeamCode, season: number): TeamLeader[] {
  const batting = db
    .prepare<[number, TeamCode], BattingLine>(
      `SELECT s.player_id, p.name_kanji AS name, s.qualified, s.h, s.ab, s.hr, s.rbi, s.sb
       FROM player_season_batting s JOIN players p ON p.id = s.player_id WHERE s.season = ? AND s.team = ? ORDER BY s.player_id`,
    )
    .all(season, team)
  const pitching = db
    .prepare<[number, TeamCode], PitchingLine>(
      `SELECT s.player_id, p.name_kanji AS name, s.qualified, s.w, s.sv, s.hld, s.so, s.er, s.outs
       FROM player_season_pitching s JOIN players p ON p.id = s.player_id WHERE s.season = ? AND s.team = ? ORDER BY s.player_id`,
    )
    .all(season, team)
  return [...BATTING.map((spec) => leader('batting', batting, spec)), ...PITCHING.map((spec) => leader('pitching', pitching, spec))]
}
