import type { LeagueScope } from '@/lib/domain/game-stats/league-scope'
import type { BaseOut } from '@/lib/domain/sabermetrics/base-out-state'
import type { CountSituation } from '@/lib/schemas/run-expectancy'
import { gameStatsHref, textParam, type SearchParams } from '@/app/game-stats/_components/game-stats-query'

export const RUN_EXPECTANCY_PATH = '/game-stats/run-expectancy'

/** The by-count view's own part of the URL: `?state=1-5` (outs-bases bitmask), `?inning=9&half=bottom&lead=-1`. */
export type CountQuery = { state: BaseOut; situation: CountSituation }

/** 無死走者なし in the 7th inning's top, tied: a late, even game, where a count matters to both sides. */
export const DEFAULT_COUNT_QUERY: CountQuery = { state: { outs: 0, bases: 0 }, situation: { inning: 7, half: 'top', lead: 0 } }

/** The leads the page offers (the batting club's view); the URL may ask for up to ±10, the WE table's range. */
export const LEADS = [-3, -2, -1, 0, 1, 2, 3] as const

const wholeIn = (text: string | null, min: number, max: number): number | null => {
  if (text === null || !/^-?\d{1,2}$/.test(text)) return null
  const value = Number(text)
  return value >= min && value <= max ? value : null
}

/** Each value the page cannot use falls back to its default alone, never an error. */
export function parseCountQuery(params: SearchParams): CountQuery {
  const state = /^([0-2])-([0-7])$/.exec(textParam(params, 'state') ?? '')
  const half = textParam(params, 'half')
  const { situation } = DEFAULT_COUNT_QUERY
  return {
    state: state ? { outs: Number(state[1]) as BaseOut['outs'], bases: Number(state[2]) } : DEFAULT_COUNT_QUERY.state,
    situation: {
      inning: wholeIn(textParam(params, 'inning'), 1, 12) ?? situation.inning,
      half: half === 'top' || half === 'bottom' ? half : situation.half,
      lead: wholeIn(textParam(params, 'lead'), -10, 10) ?? situation.lead,
    },
  }
}

/** The by-count parameters that differ from the default, in a fixed order, for gameStatsHref. */
function countExtra({ state, situation }: CountQuery): Record<string, string | number | null> {
  const fallback = DEFAULT_COUNT_QUERY
  return {
    state: state.outs === fallback.state.outs && state.bases === fallback.state.bases ? null : `${state.outs}-${state.bases}`,
    inning: situation.inning === fallback.situation.inning ? null : situation.inning,
    half: situation.half === fallback.situation.half ? null : situation.half,
    lead: situation.lead === fallback.situation.lead ? null : situation.lead,
  }
}

/** The page's address for a season, league and by-count view; defaults stay out of the URL, so that each view has one. */
export function runExpectancyHref(view: { season: number; league: LeagueScope }, latest: number, count: CountQuery): string {
  return gameStatsHref(RUN_EXPECTANCY_PATH, view, latest, countExtra(count))
}
