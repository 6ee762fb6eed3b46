import 'server-only'
import Database from 'better-sqlite3'
import { databasePath } from '@/lib/data/db'
import { matchFrom, streamedGame } from '@/lib/data/loaders/simulation/score-streaming/match'
import { pacedStream } from '@/lib/domain/simulation/streaming/paced-stream'
import { TEAM_CODES } from '@/lib/domain/teams/teams'
import { spread, time } from './timing'

/**
 * The score stream's CPU per request (issue 19: no request may cost the server more than 10 s of
 * CPU): a pairing's first read (both clubs' lines, lineups, ratings, the season's WE table),
 * then games over 200 seeds (simulate, cut into moments) and a whole stream at `max` speed
 * (every SSE message encoded). Run: npm run bench:score-streaming [-- season]
 */
const db = new Database(databasePath(), { readonly: true, fileMustExist: true })
const season = Number(process.argv[2] ?? db.prepare<[], { season: number }>("SELECT MAX(season) AS season FROM games WHERE kind = 'regular'").get()?.season)

const summary = (values: number[], digits = 2) => spread(values, digits)

const firstReads = TEAM_CODES.map((home, index) => {
  const away = TEAM_CODES[(index + 1) % TEAM_CODES.length] ?? 'g'
  return time(() => matchFrom(db, { season, away, home, park: home, awayStarter: null, homeStarter: null }))[1]
})
const match = matchFrom(db, { season, away: 't', home: 'g', park: 'g', awayStarter: null, homeStarter: null })
if (!match) throw new Error(`no match in ${season}`)

const games = Array.from({ length: 200 }, (_, index) => time(() => streamedGame(match, index + 1)))
const moments = games.map(([game]) => game.moments.length)
const runs = games.map(([game]) => game.final.box.away.runs + game.final.box.home.runs)
const innings = games.map(([game]) => game.final.innings)

async function encodeWhole(): Promise<[number, number]> {
  const [game] = games.reduce((most, each) => (each[0].moments.length > most[0].moments.length ? each : most))
  const start = performance.now()
  let bytes = 0
  const stream = pacedStream(game.moments, game.final, { intervalMs: 0, after: null, signal: new AbortController().signal, sleep: async () => {}, now: () => 0, capMs: Infinity })
  for await (const chunk of stream) bytes += Buffer.byteLength(chunk)
  return [performance.now() - start, bytes]
}

void encodeWhole().then(([encode, bytes]) => {
  console.log(`season ${season}: a pairing's first read (12 pairings) ${summary(firstReads, 1)} ms`)
  console.log(`200 games (simulate + moments): ${summary(games.map(([, ms]) => ms))} ms; moments ${summary(moments, 0)}; extra-inning games ${innings.filter((n) => n > 9).length}`)
  console.log(`runs per game (both clubs) mean ${(runs.reduce((sum, n) => sum + n, 0) / runs.length).toFixed(2)}`)
  console.log(`the longest game's whole stream at max speed: ${encode.toFixed(1)} ms to encode, ${(bytes / 1024).toFixed(0)} kB`)
  db.close()
})
