import 'server-only'
import type { Db } from '@/lib/data/db'
import { findImportFiles } from '@/lib/data/sources/npb-json/find-import-files'
import { readNpbDayFile } from '@/lib/data/sources/npb-json/read-day-file'
import { readIkkyuFile } from '@/lib/data/sources/ikkyu/read-ikkyu-dir'
import { ImportFileError } from '@/lib/data/sources/read-input-file'
import { gameWriter } from '@/lib/data/write/game-writer'
import type { CanonicalPlayer } from '@/lib/domain/canonical-game'
import { toCanonicalGame } from '@/lib/domain/import/npb-game/to-canonical-game'
import { peopleBySeason, type RosterEntry } from '@/lib/domain/import/people-by-season'
import { matchPeople, remapPlayers } from '@/lib/domain/import/person-identity'
import { checkImportDir, ImportDirError } from './import-dir'
import { buildDatabase, type BuildNotes } from './load-database'

/** NPB's own threshold for us: a season with more unreadable plays than this is not imported. */
export const MAX_UNPARSED_SHARE = 0.005

export type SeasonImportReport = { season: number; games: number; entries: number; unknown: Map<string, number>; anomalies: number }

export type RealBuildOptions = BuildNotes & { path: string; dir: string; season?: number; onFile?: (file: string, games: number) => void }

function writePlayers(db: Db, people: Iterable<CanonicalPlayer>, rosters: Iterable<RosterEntry>): void {
  const player = db.prepare(`INSERT INTO players (id, name_kanji, name_romaji, birth_date, bats, throws, height_cm, weight_kg, primary_position, debut_season)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const roster = db.prepare('INSERT INTO rosters (season, team, player_id, number, position) VALUES (?, ?, ?, ?, ?)')
  for (const entry of people) {
    player.run(entry.id, entry.nameKanji, entry.nameRomaji, entry.birthDate, entry.bats, entry.throws, entry.heightCm, entry.weightKg, entry.position, null)
  }
  for (const line of rosters) {
    const number = line.number !== null && /^\d+$/.test(line.number) ? Number(line.number) : null
    roster.run(line.season, line.team, line.playerId, number, line.position)
  }
}

function checkParsedShare(report: SeasonImportReport): void {
  const unparsed = [...report.unknown.values()].reduce((sum, count) => sum + count, 0)
  if (unparsed <= report.entries * MAX_UNPARSED_SHARE) return
  const worst = [...report.unknown.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([text, count]) => `  ${count} × ${text}`)
  throw new Error(`${report.season}: ${unparsed} of ${report.entries} plays (${((unparsed / report.entries) * 100).toFixed(2)}%) could not be parsed, above the 0.5% limit:\n${worst.join('\n')}`)
}

/**
 * Builds the database from real game files under `dir` (any depth): npb.jp day files and 一球速報
 * pitch-by-pitch game files, into a temporary file swapped in on success. A bad file stops the import with its name and the place it broke, and
 * the previous database stays as it was.
 */
export function buildRealDatabase(options: RealBuildOptions): SeasonImportReport[] {
  checkImportDir(options.dir)
  const files = findImportFiles(options.dir, options.season)
  if (files.npbDays.length === 0 && files.ikkyuGames.length === 0) {
    throw new ImportDirError(`フォルダ ${options.dir} の下に試合ファイルがありません（npb.jp の YYYY-MM-DD.json[.gz] を Games/daily に、または一球速報の試合ファイルを _summary.json と同じフォルダに置いてください）。`)
  }
  const reports = new Map<number, SeasonImportReport>()
  buildDatabase(options.path, (db) => {
    const meta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)')
    meta.run('source', 'npb')
    const writer = gameWriter(db, 'npb')
    const pitchWriter = gameWriter(db, 'ikkyu')
    const seen = peopleBySeason()
    const reportFor = (season: number) => {
      const report = reports.get(season) ?? { season, games: 0, entries: 0, unknown: new Map<string, number>(), anomalies: 0 }
      reports.set(season, report)
      return report
    }
    db.exec('BEGIN')
    for (const file of files.npbDays) {
      const games = readNpbDayFile(file)
      games.forEach((source, index) => {
        let imported
        try {
          imported = toCanonicalGame(source)
        } catch (error) {
          throw new ImportFileError(file, `game ${index + 1} (${source.pathname}): ${error instanceof Error ? error.message : String(error)}`)
        }
        const { game } = imported
        const report = reportFor(game.season)
        report.games += 1
        report.entries += imported.entries
        report.anomalies += imported.anomalies
        for (const text of imported.unknown) report.unknown.set(text, (report.unknown.get(text) ?? 0) + 1)
        writer.game(game)
        for (const player of imported.players) seen.see(player, game.season)
      })
      options.onFile?.(file, games.length)
    }
    for (const file of files.ikkyuGames) {
      const imported = readIkkyuFile(file)
      // One person, one record: 一球速報's own ids become npb.jp's for the players both sources hold.
      const ids = matchPeople([...seen.people.values()], imported.players)
      const game = remapPlayers(imported.game, ids)
      if (options.season !== undefined && game.season !== options.season) continue
      const report = reportFor(game.season)
      report.games += 1
      report.entries += game.pas.length + game.runnerEvents.length
      report.anomalies += imported.anomalies
      for (const [text, count] of Object.entries(imported.unknowns.resultTexts)) report.unknown.set(text, (report.unknown.get(text) ?? 0) + count)
      pitchWriter.game(game)
      for (const player of imported.players) {
        const known = seen.people.get(ids.get(player.id) ?? '')
        seen.see(known ? { ...known, team: player.team, number: player.number ?? (known.team === player.team ? known.number : null) } : player, game.season)
      }
      options.onFile?.(file, 1)
    }
    writer.flush()
    pitchWriter.flush()
    writePlayers(db, seen.people.values(), seen.rosters.values())
    db.exec('COMMIT')
    for (const report of reports.values()) checkParsedShare(report)
    meta.run('seasons', [...reports.keys()].sort().join(','))
  }, options)
  return [...reports.values()].sort((a, b) => a.season - b.season)
}
