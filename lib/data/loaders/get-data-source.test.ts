import Database from 'better-sqlite3'
import { dataSourceFrom, dataSourceNote, simulatedCsvNotice } from './get-data-source'

function database(source: string, seasons: number[], pitchSeasons: number[] = []) {
  const db = new Database(':memory:')
  db.exec('CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL); CREATE TABLE games (id TEXT, season INTEGER, source TEXT)')
  db.prepare("INSERT INTO meta VALUES ('source', ?)").run(source)
  const game = db.prepare('INSERT INTO games VALUES (?, ?, ?)')
  seasons.forEach((season, index) => game.run(`g${index}`, season, source))
  pitchSeasons.forEach((season, index) => game.run(`p${index}`, season, 'ikkyu'))
  return db
}

test('the footer says whose numbers these are: imported npb.jp seasons or the simulated league', () => {
  const real = dataSourceFrom(database('npb', [2024, 2025, 2025], [2026]))
  expect(real).toEqual({ kind: 'npb', seasons: [2025, 2024], pitchSeasons: [2026] })
  expect(dataSourceNote(real)).toBe(
    'データ出典: NPB公式サイト（npb.jp）の試合記録（2024〜2025年）。打席ごとの試合経過を当サイトが取り込み、独自に集計しています。2026年の一部の試合は一球速報の投球データから取り込んでいます。',
  )
  expect(dataSourceNote(dataSourceFrom(database('sim', [2016, 2025])))).toMatch(/^データ出典: 当サイトのシミュレーションリーグ（2016〜2025年）。球団名・球場名は実在のものを借りていますが、選手・試合・成績はすべて/)
  expect(dataSourceNote(null)).toBe('データベースが未構築のため、記録は表示できません。')
})

test('a CSV of the simulated league opens with a line that says so; an imported one does not', () => {
  expect(simulatedCsvNotice(dataSourceFrom(database('sim', [2025])))).toMatch(/架空のシミュレーションリーグ/)
  expect(simulatedCsvNotice(dataSourceFrom(database('npb', [2025])))).toBeNull()
})
