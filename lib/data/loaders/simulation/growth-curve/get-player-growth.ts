import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { memoPerDatabase } from '@/lib/data/loaders/memo-per-database'
import { ageOnApril1 } from '@/lib/domain/simulation/projection/age'
import { playerPath } from '@/lib/domain/simulation/projection/player-path'
import { projectionBand } from '@/lib/domain/simulation/projection/projection-band'
import { playerGrowthSchema, type GrowthProjection, type GrowthRole, type PlayerGrowth, type GrowthMetric } from '@/lib/schemas/simulation-growth-curve'
import { battingBundle, pitchingBundle, type RoleBundle } from './growth-model'

/** His projection for the season after the last, each metric with its 80% band (projection-band.ts). */
function projectionOf<T, K extends string, M extends GrowthMetric>(bundle: RoleBundle<T, K, M>, id: string): GrowthProjection | null {
  const projection = bundle.projections.get(id)
  const constants = bundle.to === null ? undefined : bundle.constants.get(bundle.to)
  if (!projection || !constants) return null
  const values = bundle.model.projectedMetrics(projection.rates, projection.playingTime, constants)
  const bands = bundle.model.metrics.map((metric) => {
    const value = values[metric]
    const model = bundle.errorModels[metric]
    return [metric, value === null || !model ? null : projectionBand(value, projection.playingTime, model)] as const
  })
  return {
    season: projection.season,
    age: projection.age,
    ageFactor: projection.ageFactor,
    playingTime: projection.playingTime,
    reliability: projection.reliability,
    values,
    low: Object.fromEntries(bands.map(([metric, band]) => [metric, band?.low ?? null])),
    high: Object.fromEntries(bands.map(([metric, band]) => [metric, band?.high ?? null])),
    line: bundle.line(projection, constants),
  }
}

function growthOf<T, K extends string, M extends GrowthMetric>(bundle: RoleBundle<T, K, M>, id: string, otherRole: GrowthRole | null): PlayerGrowth | null {
  const player = bundle.players.get(id)
  const rows = bundle.rows.get(id)
  if (!player || !rows) return null
  const hasAges = player.birthDate !== null && ageOnApril1(player.birthDate, rows[0]?.season ?? 0) !== null
  const seasons = rows.map((row) => ({ season: row.season, age: ageOnApril1(player.birthDate, row.season), teams: row.teams, sample: bundle.model.sample(row.totals), values: bundle.display(row) }))
  const projection = projectionOf(bundle, id)
  const x = (season: number, age: number | null) => (hasAges ? (age ?? season) : season)
  const paths = bundle.model.metrics.map((metric) => ({
    metric,
    points: playerPath({
      metric,
      seasons: seasons.map((season) => ({ x: x(season.season, season.age), sample: season.sample, values: season.values })),
      curve: hasAges ? bundle.curve : null,
      projection: projection && {
        x: x(projection.season, projection.age),
        value: projection.values[metric] ?? null,
        low: projection.low[metric] ?? null,
        high: projection.high[metric] ?? null,
      },
    }),
  }))
  return playerGrowthSchema.parse({
    player: { id: player.id, name: player.name, kana: player.kana, birthDate: player.birthDate },
    role: bundle.role,
    otherRole,
    metrics: bundle.model.metrics,
    axis: hasAges ? 'age' : 'season',
    seasons,
    projection,
    paths,
    backtest: bundle.backtest,
  })
}

/** A side he has a season of at the curve's minimum (100 PA / 30 IP). */
function playsSide<T, K extends string, M extends GrowthMetric>(bundle: RoleBundle<T, K, M>, id: string): boolean {
  return (bundle.rows.get(id) ?? []).some((row) => bundle.model.sample(row.totals) >= bundle.model.minSample)
}

/** His total playing time on a side, in comparable units (PA against BF). */
function volume<T, K extends string, M extends GrowthMetric>(bundle: RoleBundle<T, K, M>, id: string): number {
  return (bundle.rows.get(id) ?? []).reduce((sum, row) => sum + bundle.model.opportunities(row.totals), 0)
}

/**
 * A player's growth view: the side asked for when he has seasons on it, else the side he played
 * more (PA against BF); the other side is offered when he has a real season of it. Null for an
 * unknown id or a player with no season on either side.
 */
export function playerGrowthFrom(db: Db, id: string, role: GrowthRole | null): PlayerGrowth | null {
  const batting = battingBundle(db)
  const pitching = pitchingBundle(db)
  const has = { batting: batting.rows.has(id), pitching: pitching.rows.has(id) }
  if (!has.batting && !has.pitching) return null
  const main: GrowthRole = role !== null && has[role] ? role : !has.pitching ? 'batting' : !has.batting ? 'pitching' : volume(pitching, id) > volume(batting, id) ? 'pitching' : 'batting'
  const other: GrowthRole = main === 'batting' ? 'pitching' : 'batting'
  const offered = other === 'batting' ? playsSide(batting, id) : playsSide(pitching, id)
  return main === 'batting' ? growthOf(batting, id, offered ? other : null) : growthOf(pitching, id, offered ? other : null)
}

/** Kept per server (memo-per-database.ts). */
export const getPlayerGrowth = cache(memoPerDatabase(playerGrowthFrom))
