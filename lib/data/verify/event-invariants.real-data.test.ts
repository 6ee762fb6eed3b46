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

realTest('imported seasons: every run is on one known player\'s line, and the players\' runs add up to the club\'s', () => {
  readRealDatabase((db) => {
    const check = eventInvariants(db)
    expect(check.runsOfUnknownRunners()).toEqual([])
    expect(check.clubRunsUnequal()).toEqual([])
  })
})
