import 'server-only'
import type { Db } from '@/lib/data/db'
import { ageOnApril1 } from '@/lib/domain/simulation/projection/age'
import { agingCurve, type AgingCurve } from '@/lib/domain/simulation/projection/aging-curve'
import { backtest, type BacktestSeason } from '@/lib/domain/simulation/projection/backtest'
import { battingProjectionLine, type BattingComponent, type BattingMetric, type BattingTotals } from '@/lib/domain/simulation/projection/batting-line'
import { BATTING_MODEL } from '@/lib/domain/simulation/projection/batting-model'
import { pitchingProjectionLine, type PitchingComponent, type PitchingMetric, type PitchingTotals } from '@/lib/domain/simulation/projection/pitching-line'
import { PITCHING_MODEL } from '@/lib/domain/simulation/projection/pitching-model'
import { leagueRates, projectSeason, type PlayerHistory, type Projection } from '@/lib/domain/simulation/projection/project-season'
import { bandCoverage, fitErrorModel, type ErrorModel, type Residual } from '@/lib/domain/simulation/projection/projection-band'
import type { RoleModel, SeasonConstants } from '@/lib/domain/simulation/projection/role-model'
import { rate } from '@/lib/domain/stats/rate'
import type { BacktestSummary, GrowthRole, GrowthMetric } from '@/lib/schemas/simulation-growth-curve'
import { readBattingRows, readGrowthPlayers, readPitchingRows, readSeasonConstants, type GrowthPlayer, type SeasonRow } from './read-growth-rows'

/** Everything the page and the API read for one side, built once per database from every season in it. */
export type RoleBundle<T, K extends string, M extends GrowthMetric> = {
  role: GrowthRole
  model: RoleModel<T, K, M>
  players: ReadonlyMap<string, GrowthPlayer>
  /** Each player's seasons on this side, oldest first (the career table). */
  rows: ReadonlyMap<string, readonly SeasonRow<T>[]>
  from: number | null
  to: number | null
  constants: ReadonlyMap<number, SeasonConstants>
  curve: AgingCurve<M>
  errorModels: Record<M, ErrorModel | null>
  backtest: BacktestSummary
  /** The headline error of each projected season (the bench prints them). */
  backtestSeasons: readonly BacktestSeason[]
  /** Every metric's backtest misses (the band's fit and its coverage). */
  residuals: Record<M, readonly Residual[]>
  /** Marcel for the season after the last one, for the population below. */
  projections: ReadonlyMap<string, Projection<K>>
  /** The numbers the table and the curve show for a season: the read model's wOBA / FIP, the rest from counts. */
  display: (row: SeasonRow<T>) => Record<M, number | null>
  /** The projected line for the table, at the last season's constants. */
  line: (projection: Projection<K>, constants: SeasonConstants) => Record<string, number | null>
}

export type BattingBundle = RoleBundle<BattingTotals, BattingComponent, BattingMetric>
export type PitchingBundle = RoleBundle<PitchingTotals, PitchingComponent, PitchingMetric>

type Spec<T, K extends string, M extends GrowthMetric> = Pick<RoleBundle<T, K, M>, 'role' | 'model' | 'display' | 'line'> & {
  rows: SeasonRow<T>[]
  /** Whose seasons make the league: for batters, not pitchers batting now and then. */
  counts: (player: GrowthPlayer | undefined, rows: readonly SeasonRow<T>[]) => boolean
}

function groupByPlayer<T>(rows: readonly SeasonRow<T>[]): Map<string, SeasonRow<T>[]> {
  const byPlayer = new Map<string, SeasonRow<T>[]>()
  for (const row of rows) {
    const list = byPlayer.get(row.playerId)
    if (list) list.push(row)
    else byPlayer.set(row.playerId, [row])
  }
  return byPlayer
}

function buildBundle<T, K extends string, M extends GrowthMetric>(spec: Spec<T, K, M>, players: ReadonlyMap<string, GrowthPlayer>, constants: ReadonlyMap<number, SeasonConstants>): RoleBundle<T, K, M> {
  const { model } = spec
  const rows = groupByPlayer(spec.rows)
  const population = [...rows].filter(([id, seasons]) => spec.counts(players.get(id), seasons))
  const histories: PlayerHistory<T>[] = population.map(([id, seasons]) => ({ id, birthDate: players.get(id)?.birthDate ?? null, seasons: new Map(seasons.map((row) => [row.season, row.totals])) }))
  const league = leagueRates(model, histories)
  const seasons = [...league.keys()]
  const [from, to] = seasons.length === 0 ? [null, null] : [Math.min(...seasons), Math.max(...seasons)]
  const lines = population.flatMap(([id, list]) =>
    list.map((row) => ({ playerId: id, season: row.season, age: ageOnApril1(players.get(id)?.birthDate ?? null, row.season), sample: model.sample(row.totals), values: spec.display(row) })),
  )
  const curve = agingCurve(lines, { metrics: model.metrics, minSample: model.minSample })
  const tested = backtest(model, histories, league, constants)
  const errorModels = Object.fromEntries(model.metrics.map((metric) => [metric, fitErrorModel(tested.residuals[metric])])) as Record<M, ErrorModel | null>
  const headline = errorModels[model.headline]
  return {
    role: spec.role,
    model,
    players,
    rows,
    from,
    to,
    constants,
    curve,
    errorModels,
    backtest: { metric: model.headline, ...tested.pooled, coverage: headline ? bandCoverage(tested.residuals[model.headline], headline) : null },
    backtestSeasons: tested.seasons,
    residuals: tested.residuals,
    projections: to === null ? new Map() : projectSeason(model, histories, league, to + 1),
    display: spec.display,
    line: spec.line,
  }
}

const battingSpec = (db: Db): Spec<BattingTotals, BattingComponent, BattingMetric> => ({
  role: 'batting',
  model: BATTING_MODEL,
  rows: readBattingRows(db),
  counts: (player, rows) => player?.position !== 'P' || rows.some((row) => row.totals.pa >= BATTING_MODEL.minSample),
  display: ({ totals: t, stored }) => ({ woba: stored.woba, iso: rate(t.doubles + 2 * t.triples + 3 * t.hr, t.ab), k_pct: rate(t.so, t.pa), bb_pct: rate(t.bb, t.pa) }),
  line: (projection, constants) => ({ ...battingProjectionLine(projection.rates, projection.playingTime, constants.woba) }),
})

const pitchingSpec = (db: Db): Spec<PitchingTotals, PitchingComponent, PitchingMetric> => ({
  role: 'pitching',
  model: PITCHING_MODEL,
  rows: readPitchingRows(db),
  counts: () => true,
  display: ({ totals: t, stored }) => ({ era: rate(t.er * 27, t.outs), fip: stored.fip, k_pct: rate(t.so, t.bf), bb_pct: rate(t.bb, t.bf) }),
  line: (projection, constants) => ({ ...pitchingProjectionLine(projection.rates, projection.playingTime, constants.fipConstant) }),
})

type Bundles = { players: Map<string, GrowthPlayer>; constants: Map<number, SeasonConstants>; batting?: BattingBundle; pitching?: PitchingBundle }
const built = new WeakMap<Db, Bundles>()

function shared(db: Db): Bundles {
  const known = built.get(db) ?? { players: readGrowthPlayers(db), constants: readSeasonConstants(db) }
  built.set(db, known)
  return known
}

/**
 * The batters' bundle, built once per database (every season is read and every season backtested:
 * tens of milliseconds on the simulated league) and shared by the page, the API and the bench.
 */
export function battingBundle(db: Db): BattingBundle {
  const known = shared(db)
  known.batting ??= buildBundle(battingSpec(db), known.players, known.constants)
  return known.batting
}

/** The pitchers' bundle, likewise. */
export function pitchingBundle(db: Db): PitchingBundle {
  const known = shared(db)
  known.pitching ??= buildBundle(pitchingSpec(db), known.players, known.constants)
  return known.pitching
}
