import Database from 'better-sqlite3'
import { READ_MODEL_COUNTS_SQL } from '@/lib/data/derive/season-counts'
import { EVENT_STORE_SQL } from '@/lib/data/schema'
import type { CareerFilters } from '@/lib/schemas/career-search'
import { careerSearchFacetsFrom } from './get-career-search-facets'
import { careerPlayersFrom } from './search-career-players'

type Player = {
  id: string; name: string; position: string; hs?: string; univ?: string; hometown?: string
  draft?: [year: number, round: number, kind: 'regular' | 'ikusei', team: string]; debut?: number; retired?: number; rosters?: number[]
}

/** A tiny league: four drafted players from two high schools, a foreign player without school or draft. */
function league(players: readonly Player[]) {
  const db = new Database(':memory:')
  db.exec(EVENT_STORE_SQL + READ_MODEL_COUNTS_SQL)
  const insert = db.prepare(`INSERT INTO players (id, name_kanji, primary_position, high_school, university, hometown, draft_year, draft_round, draft_kind, draft_team, debut_season, retired_after)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const roster = db.prepare("INSERT INTO rosters (season, team, player_id) VALUES (?, 'g', ?)")
  for (const p of players) {
    insert.run(p.id, p.name, p.position, p.hs ?? null, p.univ ?? null, p.hometown ?? null, ...(p.draft ?? [null, null, null, null]), p.debut ?? null, p.retired ?? null)
    for (const season of p.rosters ?? []) roster.run(season, p.id)
  }
  return db
}

const db = league([
  { id: '1', name: '青木 一郎', position: 'P', hs: '青梅学園高', univ: '八王子大', hometown: '東京都', draft: [2019, 1, 'regular', 'g'], debut: 2020, rosters: [2020, 2021] },
  { id: '2', name: '青木 二郎', position: 'SS', hs: '青梅学園高', hometown: '大阪府', draft: [2019, 4, 'ikusei', 't'], debut: 2021, rosters: [2021] },
  { id: '3', name: '青木 三郎', position: 'C', hs: '豊中商業高', hometown: '大阪府', draft: [2015, 3, 'regular', 't'], debut: 2016, retired: 2021 },
  { id: '4', name: 'ジョン', position: '1B', hometown: 'アメリカ合衆国', debut: 2021, rosters: [2021] },
])
const lines = db.prepare(`INSERT INTO player_season_pitching (season, player_id, team, league, g, gs, w, l, sv, hld, hp, cg, sho, outs, bf, h, hr, bb, ibb, hbp, so, r, er)
  VALUES (?, '1', 'g', 'central', ?, 0, ?, ?, 0, 0, 0, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, ?, ?)`)
lines.run(2020, 20, 8, 5, 540, 50, 50)
lines.run(2021, 10, 3, 4, 270, 40, 40)
db.prepare(`INSERT INTO player_season_batting (season, player_id, team, league, g, pa, ab, r, h, doubles, triples, hr, tb, rbi, sb, cs, sh, sf, bb, ibb, hbp, so, gidp)
  VALUES (2021, '2', 'g', 'central', 30, 80, 70, 5, 21, 0, 0, 2, 27, 6, 1, 0, 0, 0, 10, 0, 0, 9, 0)`).run()

const search = (filters: Partial<CareerFilters>) => careerPlayersFrom(db, { schools: null, sort: 'draft', page: 1, pageSize: 50, ...filters })
const ids = (filters: Partial<CareerFilters>) => search(filters).players.map((player) => player.id)

test('facets: each stage’s schools with their players (GROUP BY), hometowns, draft years, and how many players have each fact', () => {
  const facets = careerSearchFacetsFrom(db)
  expect(facets.schools).toEqual(expect.arrayContaining([{ kind: 'high_school', name: '青梅学園高', players: 2 }, { kind: 'university', name: '八王子大', players: 1 }]))
  expect(facets.schools).toHaveLength(3)
  expect(facets.hometowns).toEqual(expect.arrayContaining([{ hometown: '大阪府', players: 2 }]))
  expect(facets.draftYears).toEqual([2019, 2015])
  expect(facets.lineSeasons).toEqual({ first: 2020, last: 2021 })
  expect(facets.coverage).toEqual({ players: 4, school: 3, hometown: 4, draft: 3 })
})

test('a school lists its players, newest draft first and 育成 after the regular rounds', () => {
  expect(ids({ schools: [{ kind: 'high_school', name: '青梅学園高', players: 2 }] })).toEqual(['1', '2'])
  expect(ids({ schools: [] })).toEqual([])
  expect(ids({})).toEqual(['1', '2', '3', '4'])
})

test('prefecture, 海外, draft year, round, 育成 and club filters all hold together', () => {
  expect(ids({ pref: '大阪府' })).toEqual(['2', '3'])
  expect(ids({ pref: '海外' })).toEqual(['4'])
  expect(ids({ pref: '大阪府', draft: 2019 })).toEqual(['2'])
  expect(ids({ round: 'ikusei' })).toEqual(['2'])
  expect(ids({ round: '4' })).toEqual([])
  expect(ids({ team: 't', round: '3' })).toEqual(['3'])
})

test('career span from debut to retirement or the latest roster; totals summed, ERA = 90 ER × 27 / 810 outs = 3.00', () => {
  const [pitcher, batter] = search({ draft: 2019 }).players
  expect(pitcher).toMatchObject({ first_season: 2020, last_season: 2021, page_season: 2021, totals: { type: 'pitching', g: 30, w: 11, l: 9, sv: 0, era: 3 } })
  expect(batter).toMatchObject({ totals: { type: 'batting', g: 30, h: 21, hr: 2, avg: 0.3 } })
  expect(search({ pref: '大阪府', sort: 'seasons' }).players.map((player) => [player.id, player.first_season, player.last_season, player.totals])).toEqual([
    ['3', 2016, 2021, null],
    ['2', 2021, 2021, expect.anything()],
  ])
})

test('a page past the end falls back to the last one', () => {
  const list = search({ page: 9, pageSize: 3 })
  expect([list.total, list.page, list.players.map((player) => player.id)]).toEqual([4, 2, ['4']])
})
