import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { memoPerDatabase } from '@/lib/data/loaders/memo-per-database'
import { playLine } from '@/lib/domain/analysis/play-filter-aggregate'
import type { PlayBlock, PlayFacts } from '@/lib/domain/analysis/play-filter-columns'
import type { PlayFilter, PlayFilterKey, PlaySide } from '@/lib/domain/analysis/play-filter-fields'
import { playFilterLabels } from '@/lib/domain/analysis/play-filter-labels'
import { searchPlays } from '@/lib/domain/analysis/play-filter-search'
import type { LeagueScope } from '@/lib/domain/game-stats/league-scope'
import { playFinderSchema, type PlayFinder } from '@/lib/schemas/play-finder'
import { playRows } from './play-rows'
import { seasonPlays } from './season-plays'

export type PlayFinderQuery = {
  side: PlaySide
  /** The seasons searched, newest first. */
  seasons: readonly number[]
  league: LeagueScope
  filter: PlayFilter
  page: number
  per: number
}

/** The filters a source may not record at all, the fact each needs, and how a visitor is told. */
const NEEDS: readonly { key: PlayFilterKey; fact: keyof PlayFacts; missing: string }[] = [
  { key: 'first', fact: 'pitches', missing: '一球ごとの投球の記録がないため、初球の条件に当てはまる打席はありません' },
  { key: 'ph', fact: 'pinch', missing: '代打の出場記録がないため、代打の打席は見分けられません' },
  { key: 'count', fact: 'counts', missing: 'カウントの記録がないため、カウントの条件に当てはまる打席はありません' },
  { key: 'bhand', fact: 'hands', missing: '投打の左右の記録がないため、左右の条件に当てはまる打席はありません' },
  { key: 'phand', fact: 'hands', missing: '投打の左右の記録がないため、左右の条件に当てはまる打席はありません' },
]

function gapsOf(blocks: readonly PlayBlock[], filter: PlayFilter): string[] {
  const sentences = NEEDS.filter(({ key }) => filter[key] !== undefined).flatMap(({ fact, missing }) => {
    const lacking = blocks.filter((block) => !block.facts[fact]).map((block) => block.season)
    return lacking.length === 0 ? [] : [`${[...lacking].sort((a, b) => a - b).join('・')}年は${missing}。`]
  })
  return [...new Set(sentences)]
}

/**
 * The play finder's answer for a side, seasons, league and filter set: how many regular-season
 * PAs match, their aggregate line with RE24 and WPA, a page of them newest first (a page past
 * the last shows the last), and what the searched seasons cannot answer. Null without a season
 * of PAs among those asked.
 */
export function playFinderFrom(db: Db, query: PlayFinderQuery): PlayFinder | null {
  const blocks = query.seasons.map((season) => seasonPlays(db, season)).filter((block): block is PlayBlock => block !== null)
  if (blocks.length === 0) return null
  const scope = { side: query.side, ...(query.league === 'npb' ? {} : { league: query.league }) }
  const window = (page: number) => ({ offset: (page - 1) * query.per, limit: query.per })
  let page = query.page
  let found = searchPlays(blocks, query.filter, scope, window(page))
  const last = Math.max(1, Math.ceil(found.total / query.per))
  if (page > last) {
    page = last
    found = searchPlays(blocks, query.filter, scope, window(page))
  }
  const name = (id: string) => blocks.map((block) => block.players.find((player) => player.id === id)?.name).find((known) => known !== undefined) ?? null
  const seasons = blocks.map((block) => block.season)
  return playFinderSchema.parse({
    side: query.side,
    from: Math.min(...seasons),
    to: Math.max(...seasons),
    league: query.league,
    filter: query.filter,
    labels: playFilterLabels(query.filter, query.side, name),
    total: found.total,
    page,
    per: query.per,
    line: playLine(found.tally, query.side),
    rows: playRows(db, found.hits, query.side),
    gaps: gapsOf(blocks, query.filter),
  })
}

/** Kept per server (memo-per-database.ts): the page, its metadata and a reload read one search. */
export const getPlayFinder = cache(memoPerDatabase(playFinderFrom))
