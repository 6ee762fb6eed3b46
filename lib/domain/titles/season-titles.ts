import type { League, TeamCode } from '@/lib/domain/teams/teams'
import type { TitleType } from '@/lib/route-params'
import { bestNine } from './best-nine'
import { goldenGlove } from './golden-glove'
import type { AwardPosition } from './positions'
import { bestRookies } from './rookie'
import { sawamuraWinners } from './sawamura'
import {
  combineBatting, combineFielding, combinePitching,
  type BattingRow, type BattingSeason, type CatchingRow, type FieldingRow, type FieldingSeason, type PitchingRow, type PitchingSeason, type TeamGames,
} from './season-lines'
import { BATTING_TITLES, PITCHING_TITLES, statTitleWinners } from './statistical-titles'
import { mostValuable, valueCandidates, type ValueCandidate } from './value-awards'

/** Awards chosen by writers' votes in NPB; here by the formulas of this folder, for the simulated league only. */
export const VOTED_TITLE_TYPES = ['mvp', 'rookie', 'sawamura', 'best_nine', 'golden_glove'] as const satisfies readonly TitleType[]

/** Awards decided by runs above the league average (打撃得点・投球得点), shown as 「+12.3点」. */
export const RUN_VALUE_TITLE_TYPES: ReadonlySet<TitleType> = new Set<TitleType>(['mvp', 'rookie', 'best_nine'])

export function isVotedTitle(type: TitleType): boolean {
  return (VOTED_TITLE_TYPES as readonly TitleType[]).includes(type)
}

export type TitleWinner = {
  playerId: string
  league: League
  teams: TeamCode[]
  position: AwardPosition | null
  /** What the title was decided on: AVG, HR, ERA, runs above average, criteria met, 守備率 … */
  value: number
  batting: BattingSeason | null
  pitching: PitchingSeason | null
  fielding: FieldingSeason | null
}

/** 沢村賞 is one award for both leagues ('npb'); every other title is per league. */
export type TitleScope = League | 'npb'
/** 'none': nobody qualified (no 13-game winner, no pitcher meeting five 沢村賞 criteria …); 'unavailable': not chosen for this data. */
export type TitleResult = { scope: TitleScope; status: 'awarded' | 'none' | 'unavailable'; winners: TitleWinner[] }
export type SeasonTitles = Readonly<Record<TitleType, readonly TitleResult[]>>

export type SeasonInput = {
  batting: readonly BattingRow[]
  pitching: readonly PitchingRow[]
  fielding: readonly FieldingRow[]
  catching: readonly CatchingRow[]
  teamGames: TeamGames
  /** Players eligible for 新人王; null when voted awards are not chosen (imported real seasons). */
  rookies: ReadonlySet<string> | null
}

const LEAGUES: readonly League[] = ['central', 'pacific']

type Sides = Partial<Pick<TitleWinner, 'batting' | 'pitching' | 'fielding' | 'position'>>
function winner(line: { playerId: string; league: League; teams: TeamCode[] }, value: number, sides: Sides): TitleWinner {
  return { playerId: line.playerId, league: line.league, teams: line.teams, position: null, value, batting: null, pitching: null, fielding: null, ...sides }
}
const fromValue = (c: ValueCandidate) => winner(c, c.value, { batting: c.batting, pitching: c.pitching })
const result = (scope: TitleScope, winners: TitleWinner[]): TitleResult => ({ scope, status: winners.length > 0 ? 'awarded' : 'none', winners })
const inLeague = <T extends { league: League }>(lines: readonly T[], league: League) => lines.filter((line) => line.league === league)

/** Every title of one season: statistical titles always, voted awards only when `rookies` is given. */
export function seasonTitles(input: SeasonInput): SeasonTitles {
  const batting = combineBatting(input.batting, input.teamGames)
  const pitching = combinePitching(input.pitching, input.teamGames)
  const fielding = combineFielding(input.fielding, input.catching, input.teamGames)
  const perLeague = (pick: (league: League) => TitleWinner[]) => LEAGUES.map((league) => result(league, pick(league)))
  const hitting = (type: keyof typeof BATTING_TITLES) =>
    perLeague((league) => statTitleWinners(BATTING_TITLES[type], inLeague(batting, league)).map((w) => winner(w.line, w.value, { batting: w.line })))
  const throwing = (type: keyof typeof PITCHING_TITLES) =>
    perLeague((league) => statTitleWinners(PITCHING_TITLES[type], inLeague(pitching, league)).map((w) => winner(w.line, w.value, { pitching: w.line })))
  const candidates = (league: League) => valueCandidates(inLeague(batting, league), inLeague(pitching, league))

  const { rookies } = input
  const voted = (pick: () => TitleResult[], scopes: readonly TitleScope[] = LEAGUES): TitleResult[] =>
    rookies === null ? scopes.map((scope) => ({ scope, status: 'unavailable', winners: [] })) : pick()

  return {
    mvp: voted(() => perLeague((league) => mostValuable(candidates(league)).map(fromValue))),
    rookie: voted(() => perLeague((league) => bestRookies(candidates(league), rookies ?? new Set()).map(fromValue))),
    sawamura: voted(() => [result('npb', sawamuraWinners(pitching).map((w) => winner(w.line, w.met, { pitching: w.line })))], ['npb']),
    best_nine: voted(() =>
      perLeague((league) =>
        bestNine({ league, batting: inLeague(batting, league), pitching: inLeague(pitching, league), fielding: inLeague(fielding, league) }).map((w) =>
          winner(w, w.value, { batting: w.batting, pitching: w.pitching, position: w.position }),
        ),
      ),
    ),
    golden_glove: voted(() => perLeague((league) => goldenGlove(inLeague(fielding, league)).map((w) => winner(w.line, w.value, { fielding: w.line, position: w.position })))),
    era_leader: throwing('era_leader'),
    wins_leader: throwing('wins_leader'),
    strikeouts: throwing('strikeouts'),
    winning_percentage: throwing('winning_percentage'),
    saves_leader: throwing('saves_leader'),
    holds: throwing('holds'),
    batting_champion: hitting('batting_champion'),
    homerun_leader: hitting('homerun_leader'),
    rbi_leader: hitting('rbi_leader'),
    stolen_base_leader: hitting('stolen_base_leader'),
    hits_leader: hitting('hits_leader'),
    obp_leader: hitting('obp_leader'),
  }
}
