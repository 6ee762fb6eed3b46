import { z } from 'zod'
import { boolParam, intParam } from '@/lib/data/http/query-params'
import { dataEndpoint } from '@/lib/data/http/serve-data'
import { listSeasonRecords } from '@/lib/data/loaders/list-season-records'
import { BATTING_SORT_KEYS, PITCHING_SORT_KEYS } from '@/lib/schemas/season-records'


const SORT_KEYS = [...new Set([...BATTING_SORT_KEYS, ...PITCHING_SORT_KEYS])] as const

/** Players' season lines: `?type=batting|pitching&season=2025&league=central|pacific` plus sort, order, qualified, page, pageSize. */
export const GET = dataEndpoint({
  shape: {
    type: z.enum(['batting', 'pitching']),
    season: intParam(1936, 2100),
    league: z.enum(['central', 'pacific']).optional(),
    sort: z.enum(SORT_KEYS).optional(),
    order: z.enum(['asc', 'desc']).optional(),
    qualified: boolParam.default(true),
    page: intParam(1, 100_000).default(1),
    pageSize: intParam(1, 200).default(50),
  },
  hints: {
    type: ['batting または pitching', 'batting or pitching'],
    season: ['2025 のような4桁の年', 'a four-digit year such as 2025'],
    league: ['central または pacific', 'central or pacific'],
    sort: ['成績の列名（avg・hr・era など）', 'a stat column such as avg, hr or era'],
    order: ['asc または desc', 'asc or desc'],
    qualified: ['true または false', 'true or false'],
    page: ['1 以上の整数', 'a whole number from 1'],
    pageSize: ['1〜200 の整数', 'a whole number from 1 to 200'],
  },
  // A batting column is no sort key for pitching lines, and the other way round.
  check: ({ type, sort }) => (sort && !(type === 'batting' ? BATTING_SORT_KEYS : PITCHING_SORT_KEYS).some((key) => key === sort) ? 'sort' : null),
  load: (query) => {
    const records = listSeasonRecords(query)
    return records && records.total > 0 ? records : null
  },
  notFound: ({ type, season }) => [`${season}年の${type === 'batting' ? '打撃' : '投手'}成績はありません。`, `no ${type} records for ${season}`],
})
