import { z } from 'zod'
import { EXPLORER_PRESETS } from '@/lib/domain/stats/explorer-columns'
import { TEAM_CODES } from '@/lib/domain/teams/teams'
import { firstValue, pageSearchParam, seasonSearchParam } from './search-params'
import { STAT_LINE_LEVELS, statQualifierSchema } from './stat-lines'

const one = <T extends z.ZodType>(schema: T) => z.preprocess(firstValue, schema.optional()).catch(undefined)

/** 50 or 100 lines a page, or every line of the view on one. */
export const EXPLORER_PER = ['50', '100', 'all'] as const
export type ExplorerPer = (typeof EXPLORER_PER)[number]

/**
 * The stat explorer's query string (/stats/batting, /stats/pitching and their CSV). Every value is
 * optional and a bad one falls back quietly, so no hand-edited URL breaks the page:
 * - `season` (one season, or the first of a range) and `through` (the range's last season,
 *   `?season=2016&through=2025`); `from`/`to` are the split filter's dates, not seasons;
 * - `team`, `league`; `pos` (batters: c 1b 2b 3b ss of dh p; pitchers: sp rp), checked per side;
 * - `qualified` (規定到達のみ, default true), `min` (PA, or whole innings for pitchers);
 * - `preset` (基本 詳細 セイバー 打球 投球) or `cols` (custom columns, comma-separated keys);
 * - `sort`, `order`, `per` (50 | 100 | all), `page`;
 * - the split filter (hand site risp month count inning from to), read by parseSplitFilter.
 * Which season, column, sort and position a side accepts is settled by explorerViewFrom.
 */
export const explorerSearchSchema = z.object({
  season: seasonSearchParam,
  through: seasonSearchParam,
  team: one(z.enum(TEAM_CODES)),
  league: one(z.enum(['central', 'pacific'])),
  pos: one(z.string().regex(/^[a-z0-9]{1,3}$/)),
  qualified: z.preprocess(firstValue, z.enum(['true', 'false']).transform((value) => value === 'true')).catch(true),
  min: one(z.string().regex(/^\d{1,4}$/).transform(Number)),
  preset: z.preprocess(firstValue, z.enum(EXPLORER_PRESETS)).catch('basic'),
  cols: one(z.string().max(400)),
  sort: one(z.string().regex(/^[a-z0-9_]{1,24}$/)),
  order: one(z.enum(['asc', 'desc'])),
  per: z.preprocess(firstValue, z.enum(EXPLORER_PER)).catch('50'),
  page: pageSearchParam,
})
export type ExplorerSearch = z.infer<typeof explorerSearchSchema>

/** Whether the view's pitch-level columns hold values: they exist for one season without a split, where the season has pitch rows. */
export const PITCH_COLUMN_STATES = ['shown', 'no-pitch-data', 'one-season-only'] as const
export type PitchColumnState = (typeof PITCH_COLUMN_STATES)[number]

/**
 * How the position filter placed players: `fielding` by the games each fielded, `listed` by the
 * roster where the source records no fielder's position, `games` pitchers by their starts.
 */
export const POSITION_SOURCES = ['fielding', 'listed', 'games'] as const
export type PositionSource = (typeof POSITION_SOURCES)[number]

export const explorerRowSchema = z.object({
  /** Standard competition rank (1, 2, 2, 4) by the sort column over the whole view. */
  rank: z.number().int().min(1),
  player_id: z.string(),
  name: z.string(),
  team: z.enum(TEAM_CODES),
  league: z.enum(['central', 'pacific']),
  qualified: z.boolean(),
  /** The view's columns and its sort column by key; null where the view cannot count it (printed '-'). */
  values: z.record(z.string(), z.number().nullable()),
})
export type ExplorerRow = z.infer<typeof explorerRowSchema>

/** What GET /api/stats/{side} answers and the explorer's table draws, on the server and after a refinement in the browser. */
export const statsExplorerSchema = z.object({
  side: z.enum(['batting', 'pitching']),
  from: z.number().int(),
  to: z.number().int(),
  level: z.enum(STAT_LINE_LEVELS),
  qualifier: statQualifierSchema,
  /** The latest game date the lines count. */
  through: z.string().nullable(),
  /** Lines in the view (all pages). */
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  per: z.enum(EXPLORER_PER),
  sort: z.string(),
  order: z.enum(['asc', 'desc']),
  columns: z.array(z.string()),
  /** null when no pitch-level column is shown or sorted on. */
  pitch: z.enum(PITCH_COLUMN_STATES).nullable(),
  /** null without a position filter. */
  positions: z.enum(POSITION_SOURCES).nullable(),
  rows: z.array(explorerRowSchema),
})
export type StatsExplorer = z.infer<typeof statsExplorerSchema>
