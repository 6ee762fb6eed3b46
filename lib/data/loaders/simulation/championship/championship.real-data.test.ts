import { leagueRace } from '@/app/records/season/_components/standings/league-race'
import { standingsFrom } from '@/lib/data/loaders/get-standings'
import { readRealDatabase } from '@/lib/data/testing/real-database'
import { hasRealData } from '@/lib/data/sources/npb-json/real-data'
import { historyDates } from '@/lib/domain/simulation/championship/calendar'
import { championshipChunkFrom } from './championship-chunk'
import { championshipSetupFrom } from './championship-setup'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

realTest('2024 (npb.jp): SoftBank clinched on 23 September, so its P(1st) is 100% from that day; the day before it was not yet certain', () => {
  const [before, clinched] = readRealDatabase((db) => [
    championshipChunkFrom(db, { season: 2024, asOf: '2024-09-22', n: 1_000, seed: 1, chunk: 0 }),
    championshipChunkFrom(db, { season: 2024, asOf: '2024-09-23', n: 1_000, seed: 1, chunk: 0 }),
  ])
  const hawks = (chunk: typeof before) => chunk?.leagues.find((league) => league.league === 'pacific')?.clubs.find((club) => club.team === 'h')
  expect(hawks(clinched)?.magic).toBe(0)
  expect(hawks(clinched)?.counts.ranks[0]).toBe(1_000)
  expect(hawks(before)?.magic).toBeGreaterThan(0)
})

realTest('2024 and 2025 (npb.jp): the leader\'s magic number is the standings page\'s on every Monday from August', () => {
  readRealDatabase((db) => {
    for (const season of [2024, 2025]) {
      for (const date of historyDates(`${season}-08-01`, `${season}-09-30`)) {
        const setup = championshipSetupFrom(db, season, date)
        const standings = standingsFrom(db, season, 'all', date)
        for (const league of ['central', 'pacific'] as const) {
          const race = standings && leagueRace(standings, league)
          const leader = setup?.clubs.find((club) => club.league === league && club.rank === 1)
          expect(leader?.team).toBe(race?.leader)
          expect(leader?.race.magic).toBe(race?.status === 'magic' ? race.magic : race?.status === 'decided' ? 0 : null)
        }
      }
    }
  })
})
