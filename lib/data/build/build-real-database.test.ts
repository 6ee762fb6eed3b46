import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PREVIOUS_DATABASE, previousDatabaseFixture } from '@/test/previous-database'
import { gzipSync } from 'node:zlib'
import { buildRealDatabase } from './build-real-database'

/** The smallest game file the schema accepts: one pitch-less half-inning each way. */
function gameFile(pathname: string, withPlays = true): string {
  const play = (half: 'top' | 'bottom', outs: number, text: string) => ({
    inning: { inning: 1, halfInning: half }, outs, runners: '---', jaResult: { text }, batter: { id: `b-${half}-${outs}` },
    pitcher: { id: `p-${half}` }, runs: { road: 0, home: 0 },
  })
  const plays = (['top', 'bottom'] as const).flatMap((half) => [play(half, 0, '空振り三振'), play(half, 1, 'ショートゴロ'), play(half, 2, 'センターフライ')])
  const game = {
    date: '2024-04-02', pathname, status: 'Final', venue: { jaName: '東京ドーム' }, attendanece: 40000,
    battery: { pitchers: { road: [{ id: 'p-bottom' }], home: [{ id: 'p-top' }] }, catchers: { road: [], home: [] } },
    ...(withPlays ? { playByPlay: plays } : {}),
    linescore: ['Tigers | 0 | 0', 'Giants | 0 | 0'],
    teamStats: { road: { runs: 0, hits: 0, errors: 0 }, home: { runs: 0, hits: 0, errors: 0 } },
    innings: [{ num: 1, road: { runs: 0 }, home: { runs: 0 } }],
    players: [],
  }
  return JSON.stringify([game])
}

const temp = previousDatabaseFixture('npb-import-')

const expectFailure = (message: RegExp) => {
  expect(() => buildRealDatabase({ path: temp.path, dir: join(temp.dir, 'in') })).toThrow(message)
  expect(readFileSync(temp.path, 'utf8')).toBe(PREVIOUS_DATABASE)
}

const input = (name: string, content: string | Buffer) => {
  const inputDir = join(temp.dir, 'in')
  mkdirSync(inputDir, { recursive: true })
  writeFileSync(join(inputDir, name), content)
}

test('a good file builds the database in place of the old one', () => {
  input('2024-04-02.json', gameFile('/scores/2024/0402/g-t-01/'))
  const [report] = buildRealDatabase({ path: temp.path, dir: join(temp.dir, 'in') })
  expect(report).toMatchObject({ season: 2024, games: 1, entries: 6 })
  expect(readFileSync(temp.path).subarray(0, 15).toString()).toBe('SQLite format 3')
})

test('a truncated gzip names the file and where the archive ends; the old database stays', () => {
  const whole = gzipSync(gameFile('/scores/2024/0402/g-t-01/'))
  input('2024-04-02.json.gz', whole.subarray(0, 40))
  expectFailure(/^2024-04-02\.json\.gz: corrupt or truncated gzip: .* \(the archive ends at byte 40\)$/)
})

test('a game without playByPlay names the file and the game', () => {
  input('2024-04-02.json', gameFile('/scores/2024/0402/g-t-01/', false))
  expectFailure(/^2024-04-02\.json: game 1 → playByPlay: /)
})

test('an unknown team code names the file, the game and the code', () => {
  input('2024-04-02.json', gameFile('/scores/2024/0402/g-x-01/'))
  expectFailure(/^2024-04-02\.json: game 1 \(\/scores\/2024\/0402\/g-x-01\/\): unknown team code "x"/)
})

test('broken JSON names the line and column', () => {
  input('2024-04-02.json', '[{"date": "2024-04-02",\n  "pathname": }]')
  expectFailure(/^2024-04-02\.json: invalid JSON at line 2, column \d+/)
})

test('a directory that does not exist is named in Japanese, not a bare scandir ENOENT', () => {
  const missing = join(temp.dir, 'no-such-dir')
  expect(() => buildRealDatabase({ path: temp.path, dir: missing })).toThrow(`取り込むフォルダ ${missing} が見つかりません。パスを確かめてください（例: npm run db:import -- ../shared/npb-data）。`)
  expect(readFileSync(temp.path, 'utf8')).toBe(PREVIOUS_DATABASE)
})

test('a file given as the directory, and a directory without game files, say so', () => {
  input('notes.txt', 'not a game')
  expect(() => buildRealDatabase({ path: temp.path, dir: join(temp.dir, 'in', 'notes.txt') })).toThrow(`${join(temp.dir, 'in', 'notes.txt')} はフォルダではありません。`)
  expect(() => buildRealDatabase({ path: temp.path, dir: join(temp.dir, 'in') })).toThrow(`フォルダ ${join(temp.dir, 'in')} の下に試合ファイルがありません`)
  expect(readFileSync(temp.path, 'utf8')).toBe(PREVIOUS_DATABASE)
})
