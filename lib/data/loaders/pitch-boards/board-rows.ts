import 'server-only'
import type { Db } from '@/lib/data/db'
import { PITCH_TYPE_LABELS } from '@/lib/domain/events'
import { ATTACK_ZONES } from '@/lib/domain/pitch-metrics/attack-zone'
import { addTallies, boardRates, EMPTY_BOARD_TALLY } from '@/lib/domain/pitch-metrics/board-rates'
import { outcomeRates } from '@/lib/domain/pitching-analysis/outcomes'
import { runValuePer100 } from '@/lib/domain/pitching-analysis/run-value'
import { rate } from '@/lib/domain/stats/rate'
import { getTeamByCode } from '@/lib/domain/teams/teams'
import type { PitchBoardRow } from '@/lib/schemas/pitch-boards'
import { boardLinesFrom, type BoardLine } from './board-lines'
import type { BoardSide } from './season-pitches-sql'

const sum = (lines: readonly BoardLine[], pick: (line: BoardLine) => number) => lines.reduce((total, line) => total + pick(line), 0)

function maxSpeed(lines: readonly BoardLine[]): number | null {
  const speeds = lines.flatMap((line) => (line.maxSpeed === null ? [] : [line.maxSpeed]))
  return speeds.length > 0 ? Math.max(...speeds) : null
}

/** AVG and SLG of the PAs that ended on the pitches (outcomes.ts), with their at-bats. */
function outcome(atBats: number, hits: number, totalBases: number) {
  return { atBats, ...outcomeRates({ ab: atBats, h: hits, tb: totalBases }) }
}

/** One player's row for one club from his per-type lines; runs turn to the player's side (a pitcher's are runs prevented). */
function boardRow(lines: readonly BoardLine[], name: string, side: BoardSide): PitchBoardRow | null {
  const first = lines[0]
  const team = first ? getTeamByCode(first.team) : null
  if (!first || !team) return null
  const sign = side === 'pitching' ? -1 : 1
  const tally = lines.reduce((total, line) => addTallies(total, line.tally), EMPTY_BOARD_TALLY)
  const runValue = sign * sum(lines, (line) => line.outcomeRuns)
  return {
    playerId: first.playerId, name, team: team.id, league: team.league,
    pitches: tally.pitches, plateAppearances: tally.plateAppearances, ...boardRates(tally),
    ...outcome(sum(lines, (line) => line.atBats), sum(lines, (line) => line.hits), sum(lines, (line) => line.totalBases)),
    avgSpeedKmh: rate(sum(lines, (line) => line.speedSum), sum(lines, (line) => line.speeds)), maxSpeedKmh: maxSpeed(lines),
    runValue, runValuePer100: runValuePer100(runValue, tally.pitches),
    types: lines
      .map((line) => {
        const rates = boardRates(line.tally)
        const typeRuns = sign * line.outcomeRuns
        return {
          type: line.type, label: PITCH_TYPE_LABELS[line.type], pitches: line.tally.pitches, usagePct: line.tally.pitches / tally.pitches,
          avgSpeedKmh: rate(line.speedSum, line.speeds), maxSpeedKmh: line.maxSpeed, whiffPct: rates.whiffPct, cswPct: rates.cswPct,
          ...outcome(line.atBats, line.hits, line.totalBases),
          runValue: typeRuns, runValuePer100: runValuePer100(typeRuns, line.tally.pitches),
        }
      })
      .sort((a, b) => b.pitches - a.pitches),
    attackZones: ATTACK_ZONES.map((zone) => ({
      zone,
      pitches: sum(lines, (line) => line.zones[zone].pitches),
      swings: sum(lines, (line) => line.zones[zone].swings),
      swingRuns: sign * sum(lines, (line) => line.zones[zone].swingRuns),
      takeRuns: sign * sum(lines, (line) => line.zones[zone].takeRuns),
    })),
  }
}

/** Every player's row of a side for a season (one per player and club), most pitches first. */
export function boardRowsFrom(db: Db, season: number, side: BoardSide): PitchBoardRow[] {
  const byPlayer = new Map<string, BoardLine[]>()
  for (const line of boardLinesFrom(db, season, side)) {
    const key = `${line.playerId}:${line.team}`
    byPlayer.set(key, [...(byPlayer.get(key) ?? []), line])
  }
  const names = new Map(db.prepare<[], { id: string; name: string }>('SELECT id, name_kanji AS name FROM players').all().map((row) => [row.id, row.name]))
  return [...byPlayer.values()]
    .flatMap((lines) => {
      const row = boardRow(lines, names.get(lines[0]?.playerId ?? '') ?? '', side)
      return row ? [row] : []
    })
    .sort((a, b) => b.pitches - a.pitches || a.playerId.localeCompare(b.playerId))
}
