import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { decodeCsvBytes } from '@/lib/domain/import/reference/decode-csv-bytes'
import { parseCsv } from '@/lib/domain/import/reference/parse-csv'
import { resolveTeamCode } from '@/lib/domain/import/reference/resolve-team-code'
import { hasRealData, NPB_DATA_DIR } from '@/lib/data/sources/npb-json/real-data'
import { readOfficialBatting } from './read-official-batting'
import { readOfficialPitching } from './read-official-pitching'
import { readOfficialStandings } from './read-official-standings'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

const record = (season: number, team: string) => {
  const row = readOfficialStandings(season).find((standing) => standing.team === team)
  return row && { w: row.w, l: row.l, t: row.t, runsScored: row.runsScored, runsAllowed: row.runsAllowed }
}

realTest('2024 champions match the MANIFEST, runs joined from the second source', () => {
  expect(record(2024, 'g')).toEqual({ w: 77, l: 59, t: 7, runsScored: 462, runsAllowed: 381 })
  expect(record(2024, 'h')).toEqual({ w: 91, l: 49, t: 3, runsScored: 607, runsAllowed: 390 })
})

realTest('2025 champions: Hanshin 85-54-4, SoftBank 87-52-4', () => {
  expect(record(2025, 't')).toMatchObject({ w: 85, l: 54, t: 4 })
  expect(record(2025, 'h')).toMatchObject({ w: 87, l: 52, t: 4 })
})

realTest('2021 CL: Yakult 73-52-18 ranks first, above Hanshin’s 77 wins', () => {
  const central = readOfficialStandings(2021).filter((row) => row.league === 'central')
  expect(central.slice(0, 2).map((row) => [row.team, row.w, row.l, row.t])).toEqual([
    ['s', 73, 52, 18],
    ['t', 77, 56, 10],
  ])
})

realTest('head-to-head is symmetric across the 2024 Central League', () => {
  const central = readOfficialStandings(2024).filter((row) => row.league === 'central')
  for (const row of central) {
    for (const other of central.filter((candidate) => candidate.team !== row.team)) {
      const mine = row.vs[other.team]
      expect(other.vs[row.team]).toEqual(mine && { w: mine.l, l: mine.w, t: mine.t })
    }
  }
})

realTest.each([2024, 2025])('at least 99%% of %i batting lines with 100+ PA carry an npb.jp id', (season) => {
  const regulars = readOfficialBatting(season).lines.filter((line) => line.pa >= 100)
  expect(regulars.length).toBeGreaterThan(150)
  expect(regulars.filter((line) => line.playerId !== null).length / regulars.length).toBeGreaterThanOrEqual(0.99)
})

realTest('a 2024 pitching line keeps its thirds: Beasley’s 76.2 innings are 230 outs', () => {
  const { lines, ids } = readOfficialPitching(2024)
  expect(lines.find((line) => line.name === 'Beasley Jeremy' && line.team === 't')).toMatchObject({ outs: 230, er: 21, era: 2.47, playerId: '03905157' })
  expect(ids.resolved / ids.lines).toBeGreaterThanOrEqual(0.99)
})

realTest('tokuchi765’s CP932 files decode to the same names its UTF-8 files print', () => {
  const dir = join(NPB_DATA_DIR, 'tokuchi765__npb-analysis', 'csv', 'players', 't')
  const rows = parseCsv(decodeCsvBytes(readFileSync(join(dir, 'no_participations.csv'))))
  expect(rows.length).toBeGreaterThan(0)
  expect(rows.every((row) => /^\d{8}$/.test(row[0] ?? '') && /\p{Script=Han}|\p{Script=Katakana}/u.test(row[1] ?? ''))).toBe(true)
})

realTest('every club name in tokuchi765’s 2005–2022 standings (阪　神タイガース, 横 浜ベイスターズ …) resolves', () => {
  const dir = join(NPB_DATA_DIR, 'tokuchi765__npb-analysis', 'csv', 'teams', 'stats', 'season')
  const names = ['c', 'p'].flatMap((league) =>
    readdirSync(join(dir, league)).flatMap((file) => parseCsv(decodeCsvBytes(readFileSync(join(dir, league, file)))).slice(1).map((row) => row[1] ?? '')),
  )
  expect(names.length).toBeGreaterThan(400)
  expect(names.filter((name) => resolveTeamCode(name) === null)).toEqual([])
})

realTest('quoted salaries with commas keep yasumorishima’s 2024 profiles rectangular', () => {
  const rows = parseCsv(decodeCsvBytes(readFileSync(join(NPB_DATA_DIR, 'yasumorishima__npb-prediction', 'data', 'raw', 'npb_players_profile_2024.csv'))))
  expect(rows[0]?.[0]).toBe('No.')
  expect(rows.filter((row) => row.length !== rows[0]?.length)).toEqual([])
})
