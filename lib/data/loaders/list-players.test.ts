import Database from 'better-sqlite3'
import { EVENT_STORE_SQL } from '@/lib/data/schema'
import { playerCoverageFrom } from './get-player-coverage'
import { playersFrom } from './list-players'

type Player = { id: string; kanji: string; kana?: string; romaji?: string; rosters: readonly [season: number, team: string, number: number][] }

/**
 * A league whose latest whole season is 2025 (one simulated game), plus a 2026 roster line as
 * 一球速報 samples leave them: a player last on a 2024 roster is not active.
 */
function league(players: readonly Player[]) {
  const db = new Database(':memory:')
  db.exec(EVENT_STORE_SQL)
  db.prepare(`INSERT INTO games (id, season, date, kind, home, away, home_runs, away_runs, innings, status, line_away, line_home, source)
    VALUES ('g1', 2025, '2025-04-01', 'regular', 'g', 't', 0, 0, 9, 'final', '', '', 'sim')`).run()
  const player = db.prepare('INSERT INTO players (id, name_kanji, name_kana, name_romaji) VALUES (?, ?, ?, ?)')
  const roster = db.prepare('INSERT INTO rosters (season, team, player_id, number) VALUES (?, ?, ?, ?)')
  for (const { id, kanji, kana, romaji, rosters } of players) {
    player.run(id, kanji, kana ?? null, romaji ?? null)
    for (const [season, team, number] of rosters) roster.run(season, team, id, number)
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
