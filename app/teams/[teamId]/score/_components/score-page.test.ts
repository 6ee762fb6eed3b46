import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import { describeScorePage, scoreHref, seasonQuery } from './score-page'

test('?season= reads four digits; anything else (missing, malformed, repeated) is no choice', () => {
  expect(seasonQuery.parse('2024')).toBe(2024)
  expect(seasonQuery.parse(['2023', '2024'])).toBe(2023)
  for (const bad of [undefined, '', 'abcd', '24', '20245', '2024x', '-202']) expect(seasonQuery.parse(bad)).toBeNull()
})

test("the club's latest season is the bare path; an earlier one carries ?season=", () => {
  const giants = TEAM_BY_CODE.g
  expect(scoreHref(giants, 2025, 2025)).toBe('/teams/g/score')
  expect(scoreHref(giants, 2024, 2025)).toBe('/teams/g/score?season=2024')
})

test('the page names its season in the title and canonical, and describes itself as a dataset of that season', () => {
  const page = describeScorePage(TEAM_BY_CODE.h, { season: 2024, seasons: [2025, 2024], league: 'pacific' })
  expect(page.title).toBe('福岡ソフトバンクホークス 2024年 得点分布')
  expect(page.path).toBe('/teams/h/score?season=2024')
  expect(page.description).toContain('2024年レギュラーシーズン')
  expect(page.structuredData).toMatchObject({ '@type': 'Dataset', temporalCoverage: '2024' })
  expect(describeScorePage(TEAM_BY_CODE.h, { season: 2025, seasons: [2025, 2024], league: 'pacific' }).path).toBe('/teams/h/score')
})

beforeEach(() => {
  expect.hasAssertions()
})
