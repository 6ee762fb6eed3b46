import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import type { StatFormat } from '@/lib/domain/format/stat-format'
import { percentileRank } from '@/lib/domain/players/percentile'
import { playerPercentilesSchema, type PlayerPercentiles } from '@/lib/schemas/player-percentiles'
import type { RecordType } from '@/lib/schemas/career'
import { memoPerDatabase } from './memo-per-database'

type Metric = { key: string; label: string; format: StatFormat; higherIsBetter: boolean }

/** The rates the strip shows, Savant's choice translated to NPB lines: the column names reach SQL, so only these can. */
const METRICS: Readonly<Record<RecordType, readonly Metric[]>> = {
  batting: [
    { key: 'avg', label: '打率', format: 'rate3', higherIsBetter: true },
    { key: 'obp', label: '出塁率', format: 'rate3', higherIsBetter: true },
    { key: 'slg', label: '長打率', format: 'rate3', higherIsBetter: true },
    { key: 'woba', label: 'wOBA', format: 'rate3', higherIsBetter: true },
    { key: 'wrc_plus', label: 'wRC+', format: 'integer', higherIsBetter: true },
    { key: 'iso', label: 'ISO', format: 'rate3', higherIsBetter: true },
    { key: 'k_pct', label: 'K%', format: 'percent', higherIsBetter: false },
    { key: 'bb_pct', label: 'BB%', format: 'percent', higherIsBetter: true },
  ],
  pitching: [
    { key: 'era', label: '防御率', format: 'era', higherIsBetter: false },
    { key: 'fip', label: 'FIP', format: 'era', higherIsBetter: false },
    { key: 'whip', label: 'WHIP', format: 'decimal2', higherIsBetter: false },
    { key: 'k_pct', label: 'K%', format: 'percent', higherIsBetter: true },
    { key: 'bb_pct', label: 'BB%', format: 'percent', higherIsBetter: false },
    { key: 'hr9', label: 'HR/9', format: 'decimal2', higherIsBetter: false },
    { key: 'kbb', label: 'K/BB', format: 'decimal2', higherIsBetter: true },
  ],
}

const TABLES = { batting: 'player_season_batting', pitching: 'player_season_pitching' } as const
const SIZE = { batting: 'pa', pitching: 'bf' } as const

type Line = { league: 'central' | 'pacific'; qualified: number } & Record<string, number | null>

/**
 * His league percentiles for the season among its qualified players (the line of his busiest club
 * when he was traded). Null without a line of that side.
 */
export function playerPercentilesFrom(db: Db, playerId: string, season: number, side: RecordType): PlayerPercentiles | null {
  const metrics = METRICS[side]
  const columns = metrics.map((metric) => metric.key).join(', ')
  const line = db
    .prepare<[string, number], Line>(`SELECT league, qualified, ${columns} FROM ${TABLES[side]} WHERE player_id = ? AND season = ? ORDER BY ${SIZE[side]} DESC LIMIT 1`)
    .get(playerId, season)
  if (!line) return null
  const pool = db.prepare<[number, string], Record<string, number | null>>(`SELECT ${columns} FROM ${TABLES[side]} WHERE season = ? AND league = ? AND qualified = 1`).all(season, line.league)
  const qualified = line.qualified === 1
  return playerPercentilesSchema.parse({
    side,
    league: line.league,
    qualifiers: pool.length,
    qualified,
    metrics: metrics.map(({ key, label, format, higherIsBetter }) => {
      const value = line[key] ?? null
      const values = pool.map((row) => row[key]).filter((other): other is number => typeof other === 'number')
      return { key, label, format, value, percentile: percentileRank(values, value, higherIsBetter, qualified) }
    }),
  })
}

export const getPlayerPercentiles = cache(memoPerDatabase(playerPercentilesFrom))
