import Database from 'better-sqlite3'
import { EVENT_STORE_SQL } from '@/lib/data/schema'
import { playerCoverageFrom } from './get-player-coverage'
import type { PlayersQuery } from '@/lib/schemas/players'
import { playersFrom } from './list-players'

type Player = {
  id: string; kanji: string; kana?: string; romaji?: string; born?: string; bats?: string; throws?: string; primary?: string; debut?: number
  rosters: readonly [season: number, team: string, number: number, position?: string][]
}

/**
 * A league whose latest whole season is 2025 (one simulated game), plus a 2026 roster line as
 * 一球速報 samples leave them: a player last on a 2024 roster is not active.
 */
function league(players: readonly Player[]) {
  const db = new Database(':memory:')
  db.exec(EVENT_STORE_SQL)
  db.prepare(`INSERT INTO games (id, season, date, kind, home, away, home_runs, away_runs, innings, status, line_away, line_home, source)
    VALUES ('g1', 2025, '2025-04-01', 'regular', 'g', 't', 0, 0, 9, 'final', '', '', 'sim')`).run()
  const player = db.prepare(`INSERT INTO players (id, name_kanji, name_kana, name_romaji, birth_date, bats, throws, primary_position, debut_season)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const roster = db.prepare('INSERT INTO rosters (season, team, player_id, number, position) VALUES (?, ?, ?, ?, ?)')
  for (const { id, kanji, kana, romaji, born, bats, throws, primary, debut, rosters } of players) {
    player.run(id, kanji, kana ?? null, romaji ?? null, born ?? null, bats ?? null, throws ?? null, primary ?? null, debut ?? null)
    for (const [season, team, number, position] of rosters) roster.run(season, team, id, number, position ?? null)
  }
  return db
}

const search = (db: Database.Database, q: string, team?: 'g' | 't') => playersFrom(db, { status: 'all', q, team, page: 1, pageSize: 50 })
const names = (db: Database.Database, q: string) => search(db, q).players.map((row) => row.name)

test('whole name first, then names that begin with the query, then names that hold it; active before the rest within each', () => {
  const db = league([
    { id: '1', kanji: '小山田 太郎', rosters: [[2025, 'g', 1]] },
    { id: '2', kanji: '山田 太郎丸', rosters: [[2025, 't', 2]] },
    { id: '3', kanji: '山田 太郎', rosters: [[2023, 'g', 3]] },
    { id: '4', kanji: '山田 太郎', rosters: [[2025, 'g', 4]] },
    { id: '5', kanji: '山田 太', rosters: [[2024, 't', 5]] },
    { id: '6', kanji: '中田 翔', rosters: [[2025, 'g', 6]] },
  ])
  // exact: 4 (active), 3 (2023); prefix: 2 (active); partial: 1 (active). 5 and 6 do not hold 山田太郎.
  expect(search(db, '山田太郎').players.map((row) => row.id)).toEqual(['4', '3', '2', '1'])
  // Prefix 山田: 4 and 2 active (no reading: by name, 山田太郎 before 山田太郎丸), then 5 (last 2024)
  // before 3 (last 2023); 小山田 only holds it.
  expect(search(db, '山田 ').players.map((row) => row.id)).toEqual(['4', '2', '5', '3', '1'])
})

test('active means on a roster of the latest whole season; a later 一球速報 roster still counts as active', () => {
  const db = league([
    { id: '1', kanji: '佐藤 一', rosters: [[2024, 'g', 1]] },
    { id: '2', kanji: '佐藤 二', rosters: [[2025, 'g', 2]] },
    { id: '3', kanji: '佐藤 三', rosters: [[2025, 't', 3], [2026, 'g', 3]] },
  ])
  const rows = search(db, '佐藤').players
  expect(rows.map((row) => [row.id, row.active, row.last_season, row.team])).toEqual([
    ['3', true, 2026, 'g'],
    ['2', true, 2025, 'g'],
    ['1', false, 2024, 'g'],
  ])
})

test("kana finds kana in either script, romaji in either order and any case; 'Kota Nishiyama' does not hold 'otani'", () => {
  const db = league([
    { id: '1', kanji: '大谷 翔平', kana: 'おおたに しょうへい', romaji: 'Shohei Ohtani', rosters: [[2025, 'f', 11]] },
    { id: '2', kanji: 'オスナ', romaji: 'Jose Osuna', rosters: [[2025, 's', 13]] },
    { id: '3', kanji: '西山 康太', kana: 'にしやま こうた', romaji: 'Kota Nishiyama', rosters: [[2025, 'g', 5]] },
  ])
  expect(names(db, 'オオタニ')).toEqual(['大谷 翔平'])
  expect(names(db, 'おすな')).toEqual(['オスナ'])
  expect(names(db, 'OTANI')).toEqual(['大谷 翔平'])
  expect(names(db, 'ohtani shohei')).toEqual(['大谷 翔平'])
  expect(names(db, 'shohei ohtani')).toEqual(['大谷 翔平'])
  expect(names(db, 'sun')).toEqual(['オスナ'])
  expect(names(db, 'kotanishi')).toEqual(['西山 康太'])
})

test('LIKE wildcards are ordinary characters: %_\\ finds no one; a query that folds to nothing finds no one', () => {
  const db = league([{ id: '1', kanji: '山田 太郎', romaji: 'Taro Yamada', rosters: [[2025, 'g', 1]] }])
  expect(search(db, '%_\\').total).toBe(0)
  expect(search(db, '_').total).toBe(0)
  expect(search(db, '・').total).toBe(0)
  expect(search(db, '山田').total).toBe(1)
})

test('the clubs a query names come with the players; a club list reads by number, active first (a 2026 一球速報 roster among them)', () => {
  const db = league([
    { id: '1', kanji: '高橋 一', rosters: [[2025, 'g', 30]] },
    { id: '2', kanji: '高橋 二', rosters: [[2025, 'g', 7]] },
    { id: '3', kanji: '高橋 三', rosters: [[2024, 'g', 1]] },
    { id: '4', kanji: '高橋 四', rosters: [[2025, 't', 2]] },
    { id: '5', kanji: '高橋 五', rosters: [[2026, 'g', 20]] },
  ])
  expect(search(db, '巨人').clubs).toEqual(['g'])
  expect(search(db, '高橋').clubs).toEqual([])
  expect(playersFrom(db, { status: 'all', team: 'g', page: 1, pageSize: 50 }).players.map((row) => row.number)).toEqual([7, 20, 30, 1])
  expect(search(db, '髙橋', 't').players.map((row) => row.id)).toEqual(['4'])
})

test('coverage: how many players the data names in kana and in romaji, and gives a position', () => {
  const db = league([
    { id: '1', kanji: '山田 太郎', kana: 'やまだ たろう', romaji: 'Taro Yamada', rosters: [] },
    { id: '2', kanji: 'オスナ', rosters: [[2025, 's', 13]] },
    { id: '3', kanji: '鈴木 一', romaji: 'Hajime Suzuki', rosters: [[2025, 'g', 1]] },
  ])
  db.prepare("UPDATE rosters SET position = 'P' WHERE player_id = '2'").run()
  expect(playerCoverageFrom(db)).toEqual({ players: 3, kana: 1, romaji: 2, position: 1 })
})

/**
 * Six players of a small league (latest whole season 2025) for the filters and sorts:
 * 1 巨人 P (2025), left-handed, born 2000-05-01 — 25 on 1 April 2025 is 24; first season 2020 (debut_season);
 * 2 巨人 SS (2025), R/R, born 1995-03-01; first season 2016 (rosters only);
 * 3 阪神 P (2025), R/R, no birth date; first season 2018;
 * 4 阪神, last on 2023's roster as CF, L/L, born 1990-01-01; first season 2012;
 * 5 npb.jp-style: 2025 roster gives the group IF, switch hitter; no kana (name sorts by its kanji);
 * 6 on no roster: primary position C, throws R.
 */
const LEAGUE: readonly Player[] = [
  { id: '1', kanji: '山本 一', kana: 'やまもと はじめ', born: '2000-05-01', bats: 'L', throws: 'L', debut: 2020, rosters: [[2020, 'g', 11, 'P'], [2025, 'g', 11, 'P']] },
  { id: '2', kanji: '青木 二', kana: 'あおき じろう', born: '1995-03-01', bats: 'R', throws: 'R', rosters: [[2016, 'g', 6, '2B'], [2025, 'g', 6, 'SS']] },
  { id: '3', kanji: '加藤 三', kana: 'かとう さぶろう', bats: 'R', throws: 'R', rosters: [[2018, 't', 18, 'P'], [2025, 't', 18, 'P']] },
  { id: '4', kanji: '佐々木 四', kana: 'ささき しろう', born: '1990-01-01', bats: 'L', throws: 'L', rosters: [[2012, 't', 1, 'CF'], [2023, 't', 1, 'CF']] },
  { id: '5', kanji: '中村 五', born: '1998-08-08', bats: 'S', throws: 'R', rosters: [[2025, 'g', 5, 'IF']] },
  { id: '6', kanji: '田中 六', kana: 'たなか ろく', throws: 'R', primary: 'C', rosters: [] },
]
const list = (db: Database.Database, query: Partial<PlayersQuery>) => playersFrom(db, { status: 'all', page: 1, pageSize: 50, ...query })
const ids = (db: Database.Database, query: Partial<PlayersQuery>) => list(db, query).players.map((row) => row.id)

test('position groups: the latest roster position (IF counts as 内野手), else the primary one; a past 2B now SS is 内野手', () => {
  const db = league(LEAGUE)
  expect(ids(db, { pos: 'P', sort: 'name' })).toEqual(['3', '1'])
  expect(ids(db, { pos: 'IF', sort: 'name' })).toEqual(['2', '5'])
  expect(ids(db, { pos: 'OF' })).toEqual(['4'])
  expect(ids(db, { pos: 'C' })).toEqual(['6'])
})

test('status, hands and club combine: active left-handers are 1 alone; retired are 4 and 6; 巨人 pitchers are 1', () => {
  const db = league(LEAGUE)
  expect(ids(db, { status: 'active', throws: 'L' })).toEqual(['1'])
  expect(ids(db, { status: 'retired', sort: 'name' })).toEqual(['4', '6'])
  expect(ids(db, { bats: 'S' })).toEqual(['5'])
  expect(ids(db, { bats: 'R', throws: 'R', sort: 'name' })).toEqual(['2', '3'])
  expect(ids(db, { team: 'g', pos: 'P' })).toEqual(['1'])
  expect(list(db, { throws: 'R' }).total).toBe(4)
})

test('name order is kana order, a name without kana by its kanji (中 sorts after every kana)', () => {
  // あおき, かとう, ささき, たなか, やまもと, then 中村 (U+4E2D is above all hiragana).
  expect(ids(league(LEAGUE), { sort: 'name' })).toEqual(['2', '3', '4', '6', '1', '5'])
})

test('age sorts youngest or oldest first by birth date, unknown birth dates last either way', () => {
  const db = league(LEAGUE)
  // Born 2000-05-01, 1998-08-08, 1995-03-01, 1990-01-01; 3 and 6 have none (by name: かとう, たなか).
  expect(ids(db, { sort: 'age' })).toEqual(['1', '5', '2', '4', '3', '6'])
  expect(ids(db, { sort: '-age' })).toEqual(['4', '2', '5', '1', '3', '6'])
})

test('first season is debut_season, else the first roster season; a player on no roster and without one goes last', () => {
  const db = league(LEAGUE)
  // 4: 2012, 2: 2016, 3: 2018, 1: 2020, 5: 2025; 6 none.
  expect(ids(db, { sort: 'debut' })).toEqual(['4', '2', '3', '1', '5', '6'])
  expect(ids(db, { sort: '-debut' })).toEqual(['5', '1', '3', '2', '4', '6'])
  expect(list(db, { sort: 'debut' }).players.map((row) => row.first_season)).toEqual([2012, 2016, 2018, 2020, 2025, null])
  expect(list(db, {}).season).toBe(2025)
})

test('a search narrows by the filters too, and a picked sort replaces its relevance order', () => {
  const db = league([...LEAGUE, { id: '7', kanji: '山本 七', kana: 'やまもと なな', throws: 'R', rosters: [[2025, 'c', 7, 'P']] }])
  expect(ids(db, { q: 'やまもと', throws: 'R' })).toEqual(['7'])
  expect(ids(db, { q: 'ヤマモト', sort: '-debut' })).toEqual(['7', '1'])
})

test('searches of any script and length never fail: full-width, half-width kana, emoji, 50 characters of symbols', () => {
  const db = league([{ id: '1', kanji: '村上 宗隆', kana: 'むらかみ むねたか', romaji: 'Munetaka Murakami', rosters: [[2025, 's', 55, '3B']] }])
  for (const q of ['むらかみ', 'ムラカミ', 'ﾑﾗｶﾐ', 'Murakami', 'MURAKAMI', 'ｍｕｒａｋａｍｉ', '村上', 'raka']) expect(ids(db, { q })).toEqual(['1'])
  for (const q of ['😀', '%'.repeat(50), "'); DROP TABLE players; --", '\u0000', 'ᄀ'.repeat(50)]) expect(list(db, { q }).total).toBe(0)
})
