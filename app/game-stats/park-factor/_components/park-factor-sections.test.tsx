import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { parkTrendFrom } from '@/lib/data/loaders/game-stats/park-factor/get-park-trend'
import { venueFactorsFrom } from '@/lib/data/loaders/game-stats/park-factor/get-venue-factors'
import { withVenueFactors } from '@/lib/data/loaders/game-stats/park-factor/with-venue-factors'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { formatStat } from '@/lib/domain/format/stat-format'
import { ParkFactorMethod } from './ParkFactorMethod'
import { ParkFactorSections } from './ParkFactorSections'
import { PublishedComparison } from './PublishedComparison'

const data = withVenueFactors(simDatabasePath(), (db) => ({ factors: venueFactorsFrom(db, 2025, 'npb'), trend: parkTrendFrom(db, 'npb') }))
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

test('the season’s main parks render with the top park’s multi-year run PF, its club linked, and the trend', () => {
  const html = renderToStaticMarkup(createElement(ParkFactorSections, { season: 2025, league: 'npb', basis: 'multi', ...data }))
  const top = data.factors?.main[0]
  expect(text(html)).toContain(`${top?.venue} ${top?.team_name}`)
  expect(text(html)).toContain(formatStat(top?.multi.runs ?? null, 'decimal3'))
  expect(html).toContain(`href="/teams/${top?.team}/info"`)
  expect(html).toContain('本拠地球場の複数年得点PFの推移')
  // The simulated league has no 地方球場: no second table.
  expect(html).not.toContain('id="other-parks"')
})

test('the states: a database without venue factors, and a season without league games, each say so', () => {
  const missing = renderToStaticMarkup(createElement(ParkFactorSections, { season: 2025, league: 'npb', basis: 'multi', factors: null, trend: null }))
  expect(missing).toContain('球場別のパークファクターがまだありません')
  const empty = renderToStaticMarkup(createElement(ParkFactorSections, { season: 2025, league: 'central', basis: 'single', factors: { season: 2025, league: 'central', main: [], others: [] }, trend: null }))
  expect(empty).toContain('2025年のセ・リーグのリーグ戦の記録がないため')
})

test('the 2025 comparison prints the published figures as another source’s, beside ours, with ρ', () => {
  const html = text(renderToStaticMarkup(createElement(PublishedComparison, { season: 2025, main: data.factors?.main ?? [], simulated: true, seasons: [2025, 2024], hrefFor: (season: number) => `/x?season=${season}` })))
  expect(html).toContain('公表値（他の情報源）')
  expect(html).toContain('1.147')
  expect(html).toContain('架空のシミュレーションリーグ')
  expect(html).toMatch(/ρ ＝ -?\d\.\d\d/)
  const other = renderToStaticMarkup(createElement(PublishedComparison, { season: 2023, main: [], simulated: false, seasons: [2025, 2024, 2023], hrefFor: (season: number) => `/x?season=${season}` }))
  expect(other).toContain('href="/x?season=2024"')
})

test('the method states the regression weights and the sample rules', () => {
  const html = text(renderToStaticMarkup(createElement(ParkFactorMethod)))
  expect(html).toContain('0.95')
  expect(html).toContain('10試合未満')
  expect(html).toContain('20以上')
})
