import { z } from 'zod'
import { HOMETOWN_CHOICES } from '@/lib/domain/career-search/prefectures'
import { SCHOOL_KINDS } from '@/lib/domain/career-search/school-kinds'
import { cleanQuery } from '@/lib/domain/search/search-query'
import { TEAM_CODES } from '@/lib/domain/teams/teams'
import { firstValue, pageSearchParam } from './search-params'

/** Draft rounds the form offers; 育成 is its own choice, every development pick whatever its round. */
export const DRAFT_ROUNDS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'ikusei'] as const
export type DraftRound = (typeof DRAFT_ROUNDS)[number]

export const CAREER_SORTS = ['draft', 'seasons'] as const
export type CareerSort = (typeof CAREER_SORTS)[number]

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess(firstValue, z.enum(values).optional()).catch(undefined)

/**
 * The query string of /players/career-search: `school` (a school or club, cut to 50 characters),
 * `kind` (which stage it names), `pref` (a prefecture or 海外), `draft` (year), `round`, `team`
 * (the drafting club), `sort`, `page`. A bad value falls back to none, so no hand-edited URL breaks the page.
 */
export const careerSearchSchema = z.object({
  school: z.preprocess(firstValue, z.string().transform(cleanQuery)).catch(''),
  kind: choice(SCHOOL_KINDS),
  pref: choice(HOMETOWN_CHOICES),
  draft: z.preprocess(firstValue, z.string().regex(/^\d{4}$/).transform(Number).pipe(z.number().int().min(1965).max(2100)).optional()).catch(undefined),
  round: choice(DRAFT_ROUNDS),
  team: choice(TEAM_CODES),
  sort: z.preprocess(firstValue, z.enum(CAREER_SORTS)).catch('draft'),
  page: pageSearchParam,
})
export type CareerSearch = z.infer<typeof careerSearchSchema>

const count = z.number().int().min(0)
const schoolSchema = z.object({ kind: z.enum(SCHOOL_KINDS), name: z.string(), players: count })

/** What the data offers the search: its schools with their players, hometowns, draft years, and how many players have each fact. */
export const careerFacetsSchema = z.object({
  schools: z.array(schoolSchema),
  hometowns: z.array(z.object({ hometown: z.string(), players: count })),
  draftYears: z.array(z.number().int()),
  /** The seasons the data has player lines for, which career totals cover. */
  lineSeasons: z.object({ first: z.number().int(), last: z.number().int() }).nullable(),
  coverage: z.object({ players: count, school: count, hometown: count, draft: count }),
})
export type CareerFacets = z.infer<typeof careerFacetsSchema>

/** The filters a search runs once its school text has been resolved to schools (null: no school filter). */
export type CareerFilters = Omit<CareerSearch, 'school' | 'kind'> & { schools: readonly z.infer<typeof schoolSchema>[] | null; pageSize: number }

const totalsSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('batting'), g: count, h: count, hr: count, avg: z.number().nullable() }),
  z.object({ type: z.literal('pitching'), g: count, w: count, l: count, sv: count, era: z.number().nullable() }),
])

export const careerPlayerSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.string().nullable(),
  high_school: z.string().nullable(),
  university: z.string().nullable(),
  corporate: z.string().nullable(),
  independent: z.string().nullable(),
  hometown: z.string().nullable(),
  draft_year: z.number().int().nullable(),
  draft_round: z.number().int().nullable(),
  draft_kind: z.string().nullable(),
  draft_team: z.string().nullable(),
  first_season: z.number().int().nullable(),
  last_season: z.number().int().nullable(),
  /** His main side's totals over the data's seasons; null when the data has no line of his. */
  totals: totalsSchema.nullable(),
  /** The latest season of that side, where his page opens. */
  page_season: z.number().int().nullable(),
})
export type CareerPlayer = z.infer<typeof careerPlayerSchema>

export const careerPlayerListSchema = z.object({ total: count, page: z.number().int().min(1), pageSize: z.number().int().min(1), players: z.array(careerPlayerSchema) })
export type CareerPlayerList = z.infer<typeof careerPlayerListSchema>
