import 'server-only'
import type { Db } from '@/lib/data/db'
import type { WobaWeights } from '@/lib/domain/sabermetrics/woba'
import { platoonRelation } from '@/lib/domain/simulation/matchup/adjust'
import { expectedLine, sampleLine } from '@/lib/domain/simulation/matchup/expected-line'
import { matchupModel } from '@/lib/domain/simulation/matchup/matchup-model'
import { MATCHUP_OUTCOMES, sumOutcomes, type OutcomeValues } from '@/lib/domain/simulation/matchup/outcomes'
import { simulatePas } from '@/lib/domain/simulation/matchup/simulate'
import { matchupSchema, type Matchup } from '@/lib/schemas/simulation-matchup'
import { headToHeadFrom } from './head-to-head'
import { leagueOutcomeCounts, pooledLeagueOutcomeCounts } from './league-outcome-counts'
import { matchupParks } from './matchup-parks'
import { matchupPlayerFrom, regularSeasonsFrom } from './matchup-players'
import { countsFor, playerOutcomeCountsFrom } from './player-outcome-counts'
import { wobaWeightsFrom } from './woba-weights'

/** A season, 'career' (every season pooled), or null for the default: the latest both played, else career. */
export type MatchupSeason = number | 'career'
export type MatchupQuery = { batter: string; pitcher: string; season: MatchupSeason | null; park: number | null }
/** Which part of a query the database does not have. */
export type MatchupMissing = 'batter' | 'pitcher' | 'season' | 'park'

/** Everything but the simulated sample, which only N and the seed change. */
export type MatchupBase = { matchup: Omit<Matchup, 'simulation'>; probabilities: OutcomeValues; weights: Omit<WobaWeights, 'scale'> | null }
export type MatchupBaseAnswer = { ok: true; base: MatchupBase } | { ok: false; missing: MatchupMissing }

const newestFirst = (seasons: Iterable<number>) => [...new Set(seasons)].sort((a, b) => b - a)

/** The model's stages, the exact line and the head-to-head record of a batter against a pitcher. */
export function matchupBaseFrom(db: Db, query: MatchupQuery): MatchupBaseAnswer {
  const batter = matchupPlayerFrom(db, query.batter)
  if (!batter) return { ok: false, missing: 'batter' }
  const pitcher = matchupPlayerFrom(db, query.pitcher)
  if (!pitcher) return { ok: false, missing: 'pitcher' }
  const batting = playerOutcomeCountsFrom(db, batter.id, 'batter')
  const pitching = playerOutcomeCountsFrom(db, pitcher.id, 'pitcher')
  const both = [...batting.keys()].filter((season) => pitching.has(season))
  const season = query.season ?? (both.length > 0 ? Math.max(...both) : 'career')
  const held = regularSeasonsFrom(db)
  if (typeof season === 'number' && !held.includes(season)) return { ok: false, missing: 'season' }
  const league = season === 'career' ? pooledLeagueOutcomeCounts(db, held) : leagueOutcomeCounts(db, season)
  // A database without regular-season PAs has no baseline to compare anyone with.
  const factorSeason = season === 'career' ? held[0] : season
  if (factorSeason === undefined || sumOutcomes(league.all) === 0) return { ok: false, missing: 'season' }
  const parks = matchupParks(db, factorSeason)
  const park = query.park === null ? null : (parks.find((one) => one.id === query.park) ?? null)
  if (query.park !== null && !park) return { ok: false, missing: 'park' }

  const seasonKey = season === 'career' ? null : season
  const batterCounts = countsFor(batting, seasonKey)
  const pitcherCounts = countsFor(pitching, seasonKey)
  const relation = platoonRelation(batter.bats, pitcher.throws)
  const model = matchupModel({ batter: batterCounts, pitcher: pitcherCounts, league: league.byRelation, leagueAll: league.all, relation, park: park?.factors ?? null })
  const weights = wobaWeightsFrom(db, factorSeason)
  const line = weights ? expectedLine(model.final, weights) : null
  const listed = ({ id, name, team }: { id: number; name: string; team: string }) => ({ id, name, team })
  const matchup: MatchupBase['matchup'] = {
    season,
    seasons: newestFirst([...batting.keys(), ...pitching.keys()]),
    batter: { id: batter.id, name: batter.name, bats: batter.bats, pas: sumOutcomes(batterCounts), seasons: newestFirst(batting.keys()) },
    pitcher: { id: pitcher.id, name: pitcher.name, throws: pitcher.throws, pas: sumOutcomes(pitcherCounts), seasons: newestFirst(pitching.keys()) },
    league_pas: sumOutcomes(league.all),
    relation,
    park: park ? listed(park) : null,
    parks: parks.map(listed),
    weights: weights ? { season: factorSeason, w_bb: weights.wBB, w_hbp: weights.wHBP, w_1b: weights.w1B, w_2b: weights.w2B, w_3b: weights.w3B, w_hr: weights.wHR } : null,
    rows: MATCHUP_OUTCOMES.map((outcome) => ({
      outcome,
      batter_raw: model.batterRaw[outcome],
      pitcher_raw: model.pitcherRaw[outcome],
      league: model.league[outcome],
      batter_shrunk: model.batterShrunk[outcome],
      pitcher_shrunk: model.pitcherShrunk[outcome],
      log5: model.log5[outcome],
      platoon: model.platoon[outcome],
      park: model.park[outcome],
      probability: model.final[outcome],
    })),
    expected: line ?? { avg: null, obp: null, slg: null, woba: null },
    head_to_head: headToHeadFrom(db, batter.id, pitcher.id),
  }
  return { ok: true, base: { matchup, probabilities: model.final, weights } }
}

const NO_WEIGHTS = { wBB: 0, wHBP: 0, w1B: 0, w2B: 0, w3B: 0, wHR: 0 }

/** The base with N PAs simulated from its probabilities under `seed`, checked against the API's schema. */
export function withSimulation(base: MatchupBase, n: number, seed: number): Matchup {
  const counts = simulatePas(base.probabilities, n, seed)
  const line = sampleLine(counts, base.weights ?? NO_WEIGHTS)
  return matchupSchema.parse({
    ...base.matchup,
    simulation: {
      n,
      seed,
      counts: MATCHUP_OUTCOMES.map((outcome) => ({ outcome, count: counts[outcome] })),
      line: base.weights ? line : { ...line, woba: { value: null, margin: null } },
    },
  })
}

export function matchupFrom(db: Db, query: MatchupQuery & { n: number; seed: number }): { ok: true; matchup: Matchup } | { ok: false; missing: MatchupMissing } {
  const answer = matchupBaseFrom(db, query)
  return answer.ok ? { ok: true, matchup: withSimulation(answer.base, query.n, query.seed) } : answer
}
