import type { StatSide } from '@/lib/schemas/stat-lines'
import { columnsFromParam, EXPLORER_PRESETS, type ExplorerCatalogue, type ExplorerPreset } from './explorer-presets'

/**
 * The explorer's query string as the browser's controls edit it, without zod (they ship in every
 * first load): the same param order as the server's links (explorerPairs, then the splits).
 */
const PARAM_ORDER = [
  'season', 'through', 'team', 'league', 'pos', 'qualified', 'min', 'preset', 'cols', 'sort', 'order', 'per', 'page',
  'hand', 'site', 'risp', 'month', 'count', 'inning', 'from', 'to',
] as const

export type QueryChange = Readonly<Record<string, string | null>>

/**
 * The query with some params set (null removes one): any change but of the page starts again at
 * page 1. Known params come in the links' order, one value each; others follow as they were.
 *
 * @example editQuery('team=g&page=3&hand=L', { league: 'central', team: null }) // 'league=central&hand=L'
 */
export function editQuery(current: string, change: QueryChange): string {
  const params = new URLSearchParams(current)
  for (const [name, value] of Object.entries(change)) {
    if (value === null) params.delete(name)
    else params.set(name, value)
  }
  if (!('page' in change)) params.delete('page')
  const known: readonly string[] = PARAM_ORDER
  const ordered = PARAM_ORDER.flatMap((name): [string, string][] => {
    const value = params.get(name)
    return value === null ? [] : [[name, value]]
  })
  return new URLSearchParams([...ordered, ...[...params].filter(([name]) => !known.includes(name))]).toString()
}

/** A query string with its params sorted by name, so the server's and the browser's spelling of one URL compare equal. */
export function sortedSearch(search: string | URLSearchParams): string {
  const params = new URLSearchParams(search)
  params.sort()
  return params.toString()
}

/** A page's searchParams object as a query string (`?a=1&a=2` arrives as an array). */
export function searchOfRecord(record: Readonly<Record<string, string | string[] | undefined>>): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(record)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(name, one)
  }
  return params.toString()
}

/** What the controls show, read from the URL as the server reads it (explorerViewFrom): unknown values are the defaults. */
export type ControlState = {
  season: number
  through: number | null
  team: string | null
  league: 'central' | 'pacific' | null
  pos: string | null
  qualified: boolean
  min: string
  preset: ExplorerPreset
  /** The columns shown: the custom ones, else the preset's. */
  columns: readonly string[]
  custom: boolean
}

/** `catalogue`: the side's keys and presets (explorerCatalogue), which the browser receives from the server. */
export function readControls(side: StatSide, params: URLSearchParams, seasons: readonly number[], catalogue: ExplorerCatalogue): ControlState {
  const year = (name: string) => {
    const value = Number(params.get(name))
    return seasons.includes(value) ? value : null
  }
  const season = year('season') ?? seasons[0] ?? 0
  const through = year('through')
  const pos = params.get('pos')
  const team = params.get('team')
  const league = params.get('league')
  const preset = EXPLORER_PRESETS.find((name) => name === params.get('preset')) ?? 'basic'
  const cols = columnsFromParam(params.get('cols') ?? undefined, catalogue.keys)
  return {
    season,
    through: through !== null && through > season ? through : null,
    team: team !== null && catalogue.teams.includes(team) ? team : null,
    league: league === 'central' || league === 'pacific' ? league : null,
    pos: pos !== null && catalogue.roles.includes(pos) ? pos : null,
    qualified: params.get('qualified') !== 'false',
    min: /^\d{1,4}$/.test(params.get('min') ?? '') ? (params.get('min') ?? '') : '',
    preset,
    columns: cols ?? catalogue.presets[preset],
    custom: cols !== null,
  }
}
