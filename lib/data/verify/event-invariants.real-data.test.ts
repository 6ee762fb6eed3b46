import { hasRealData } from '@/lib/data/sources/npb-json/real-data'
import { readRealDatabase } from '@/lib/data/testing/real-database'
import { eventInvariants } from './event-invariants'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

realTest('imported seasons: three outs in every half-inning but a game\'s last, nine players a game, one record per person', () => {
  readRealDatabase((db) => {
    const check = eventInvariants(db)
    expect(check.halfInningsWithoutThreeOuts()).toEqual([])
    expect(check.clubGamesShort()).toEqual([])
    expect(check.duplicatePeople()).toEqual([])
  })
})

realTest('imported seasons: every run is on one player\'s line — but for the 4 runs of 2024 the tracker gives to no known runner (README)', () => {
  readRealDatabase((db) => {
    const check = eventInvariants(db)
    const unknown = check.runsOfUnknownRunners()
    expect(unknown.length).toBe(4)
    const short = check.clubRunsUnequal()
    expect(short.reduce((sum, row) => sum + row.club - row.players, 0)).toBe(unknown.length)
    expect(short.every((row) => row.season === 2024)).toBe(true)
  })
})
