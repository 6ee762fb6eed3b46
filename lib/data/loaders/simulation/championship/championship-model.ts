import 'server-only'
import { cache } from 'react'
import { getDatabase, type Db } from '@/lib/data/db'
import { fitPythagoreanExponent, pythagoreanRmse, REFERENCE_EXPONENTS, type ExponentFit, type RunsRecord } from '@/lib/domain/simulation/championship/pythagorean-fit'
import { fitRegressionGames } from '@/lib/domain/simulation/championship/regression'
import { pythagoreanWinPct } from '@/lib/domain/stats/pythagorean'
import { TEAM_BY_CODE, type League, type TeamCode } from '@/lib/domain/teams/teams'
import { perDatabase } from '@/lib/data/loaders/per-database'

/** Games into a club's season at which its part played predicts the rest (the regression fit). */
const SPLITS = [20, 40, 60, 80, 100, 120] as const
/**
 * Club-seasons with fewer games stay out of the exponent fit: a sample of a season's first games
 * (an imported 一球速報 sample holds a dozen) has 勝率 of .000 or 1.000 that would pull the fit.
 */
const FIT_MIN_GAMES = 100
/** Without a usable fit (an empty database): the conventions page's exponent and no regression. */
const FALLBACK_EXPONENT = 1.83

export type ChampionshipConstants = {
  /** The pythagorean exponent fitted on every club-season in the data, and the references' errors on the same data. */
  exponent: ExponentFit
  references: readonly { exponent: number; rmse: number; rmseWins: number }[]
  /** k: games of .500 added to a club's pythagorean W% (fitted on the rest-of-season 勝率 after 20, 40, …, 120 games). */
  regression: { games: number; rmse: number; samples: number }
  /** Home 勝率 over every regular-season game in the data. */
  homeEdge: { rate: number; decisions: number }
  /** Ties and games among a league's own clubs per season ('2025:central'), and over all seasons. */
  leagueTies: ReadonlyMap<string, { ties: number; games: number }>
  tieRate: number
  /** Seasons of the club-seasons the exponent is fitted on (Infinity / -Infinity without any). */
  from: number
  to: number
}

type GameRow = { season: number; home: TeamCode; away: TeamCode; home_runs: number; away_runs: number; kind: string }

type Running = { season: number; games: number; runsScored: number; runsAllowed: number; wins: number; losses: number }
const zero = (season: number): Running => ({ season, games: 0, runsScored: 0, runsAllowed: 0, wins: 0, losses: 0 })

function build(db: Db): ChampionshipConstants {
  const rows = db.prepare<[], GameRow>("SELECT season, home, away, home_runs, away_runs, kind FROM games WHERE kind IN ('regular', 'interleague') ORDER BY season, date, id").all()
  // Every club-season's running totals, with a snapshot at each split.
  const totals = new Map<string, Running>()
  const snapshots: { key: string; at: Running }[] = []
  const leagueTies = new Map<string, { ties: number; games: number }>()
  let homeWins = 0
  let homeLosses = 0
  const credit = (season: number, team: TeamCode, scored: number, allowed: number) => {
    const key = `${season}:${team}`
    const running = totals.get(key) ?? zero(season)
    totals.set(key, running)
    running.games++
    running.runsScored += scored
    running.runsAllowed += allowed
    if (scored > allowed) running.wins++
    if (scored < allowed) running.losses++
    if ((SPLITS as readonly number[]).includes(running.games)) snapshots.push({ key, at: { ...running } })
  }
  for (const row of rows) {
    credit(row.season, row.home, row.home_runs, row.away_runs)
    credit(row.season, row.away, row.away_runs, row.home_runs)
    if (row.home_runs > row.away_runs) homeWins++
    if (row.home_runs < row.away_runs) homeLosses++
    if (row.kind === 'regular') {
      const league: League = TEAM_BY_CODE[row.home]?.league ?? 'central'
      for (const key of [`${row.season}:${league}`, 'all']) {
        const tally = leagueTies.get(key) ?? { ties: 0, games: 0 }
        tally.games++
        if (row.home_runs === row.away_runs) tally.ties++
        leagueTies.set(key, tally)
      }
    }
  }
  const whole = [...totals.values()].filter((record) => record.games >= FIT_MIN_GAMES)
  const records: RunsRecord[] = whole
  const exponent = fitPythagoreanExponent(records) ?? { exponent: FALLBACK_EXPONENT, rmse: 0, rmseWins: 0, seasons: 0 }
  const references = REFERENCE_EXPONENTS.map((reference) => ({ exponent: reference, ...(pythagoreanRmse(records, reference) ?? { rmse: 0, rmseWins: 0 }) }))
  const samples = snapshots.flatMap(({ key, at }) => {
    const final = totals.get(key)
    if (!final) return []
    const measured = pythagoreanWinPct({ runsScored: at.runsScored, runsAllowed: at.runsAllowed, exponent: exponent.exponent }) ?? 0.5
    return [{ measured, games: at.games, restWins: final.wins - at.wins, restLosses: final.losses - at.losses }]
  })
  const all = leagueTies.get('all')
  return {
    exponent,
    references,
    regression: fitRegressionGames(samples) ?? { games: 0, rmse: 0, samples: 0 },
    homeEdge: { rate: homeWins + homeLosses > 0 ? homeWins / (homeWins + homeLosses) : 0.5, decisions: homeWins + homeLosses },
    leagueTies,
    tieRate: all && all.games > 0 ? all.ties / all.games : 0,
    from: Math.min(...whole.map((record) => record.season)),
    to: Math.max(...whole.map((record) => record.season)),
  }
}

/**
 * The simulation's constants measured on the whole database, once per database (a single pass
 * over every regular-season game, then two grid fits: about 0.1 s on ten seasons).
 */
export const championshipConstantsFrom = perDatabase(build, 1)

/** The constants on the server's database, for the page's method section; null without one. */
export const getChampionshipConstants = cache((): ChampionshipConstants | null => {
  const db = getDatabase()
  return db ? championshipConstantsFrom(db) : null
})
