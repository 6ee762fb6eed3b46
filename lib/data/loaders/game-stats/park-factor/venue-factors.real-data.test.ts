import { hasRealData } from '@/lib/data/sources/npb-json/real-data'
import { realDatabasePath } from '@/lib/data/testing/real-database'
import { publishedParkFactors } from '@/lib/domain/sabermetrics/published-park-factors'
import { spearman } from '@/lib/domain/stats/spearman'
import { venueFactorsFrom } from './get-venue-factors'
import { withVenueFactors } from './with-venue-factors'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

const read = <T>(fn: Parameters<typeof withVenueFactors<T>>[1]) => withVenueFactors(realDatabasePath() ?? '', fn)

realTest('2024 (npb.jp): our main parks’ run factors rank like the comparison list (sabermetrics.md), Spearman ρ ≥ 0.6', () => {
  const factors = read((db) => venueFactorsFrom(db, 2024, 'npb'))
  const published = publishedParkFactors(2024)?.values ?? {}
  const pairs = (factors?.main ?? []).flatMap((line) => {
    const theirs = published[line.team]
    return theirs === undefined || line.multi.runs === null ? [] : [[line.multi.runs, theirs] as const]
  })
  expect(pairs).toHaveLength(12)
  const rho = spearman(pairs.map((pair) => pair[0]), pairs.map((pair) => pair[1]))
  console.log(`2024 main parks vs the comparison list: Spearman ρ = ${rho?.toFixed(3)}`)
  expect(rho).toBeGreaterThanOrEqual(0.6)
})

realTest('2024 (npb.jp): 地方球場 games count for the park played, and the Hawks’ dome pools both its names', () => {
  const { factors, kurashiki, dome } = read((db) => ({
    factors: venueFactorsFrom(db, 2024, 'npb'),
    kurashiki: db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM games g JOIN venues v ON v.id = g.venue_id WHERE g.season = 2024 AND g.kind = 'regular' AND g.home = 't' AND v.name LIKE '倉敷%'").get()?.n,
    dome: db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM games g JOIN venues v ON v.id = g.venue_id WHERE g.season = 2024 AND g.kind = 'regular' AND g.home = 'h' AND v.name LIKE '%PayPayドーム%'").get()?.n,
  }))
  expect(kurashiki).toBeGreaterThan(0)
  expect(factors?.others.find((line) => line.team === 't' && line.venue.startsWith('倉敷'))).toMatchObject({ park: 'regional', home_games: kurashiki, small_sample: true })
  expect(factors?.main.find((line) => line.team === 'h')).toMatchObject({ venue: 'みずほPayPayドーム福岡', home_games: dome })
  // The Tigers' games at 京セラドーム大阪 during the high-school tournament are another club's main park, not 甲子園's.
  expect(factors?.others.find((line) => line.team === 't' && line.venue === '京セラドーム大阪')?.park).toBe('other_main')
})
