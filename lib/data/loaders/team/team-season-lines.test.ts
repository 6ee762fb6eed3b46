import Database from 'better-sqlite3'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { TEAM_CODES } from '@/lib/domain/teams/teams'
import { allSeasonRecordsFrom } from '../list-season-records'
import { teamRecordsFrom } from '../list-team-records'

let db: Database.Database

beforeAll(() => {
  db = new Database(simDatabasePath(), { readonly: true })
})
afterAll(() => db.close())

const COUNTS = { batting: ['pa', 'ab', 'r', 'h', 'doubles', 'triples', 'hr', 'rbi', 'sb', 'bb', 'hbp', 'so'], pitching: ['w', 'l', 'sv', 'hld', 'outs', 'bf', 'h', 'hr', 'bb', 'so', 'r', 'er'] } as const

// The club tabs list every player of the club (qualified or not) above the club's own line: they must add up to it.
test.each(['batting', 'pitching'] as const)('every club’s %s tab: its players’ lines add up to the club line under them', (type) => {
  for (const season of [2024, 2025]) {
    const clubs = teamRecordsFrom(db, type, season)
    for (const team of TEAM_CODES) {
      const players = allSeasonRecordsFrom(db, { type, season, team, qualified: false, page: 1, pageSize: 50 }).rows as readonly Record<string, unknown>[]
      const club = clubs?.teams.find((row) => row.team === team) as Record<string, unknown> | undefined
      expect(players.length).toBeGreaterThan(0)
      for (const key of COUNTS[type]) {
        const sum = players.reduce((total, row) => total + (typeof row[key] === 'number' ? row[key] : 0), 0)
        expect([season, team, key, sum]).toEqual([season, team, key, club?.[key]])
      }
    }
  }
})
