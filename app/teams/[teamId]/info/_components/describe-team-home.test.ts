import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import type { TeamHome } from '@/lib/schemas/team-home'
import { absoluteUrl } from '@/lib/seo/absolute-url'
import { describeTeamHome, sportsTeamStructuredData } from './describe-team-home'

const giants = TEAM_BY_CODE.g
const record = { games: 143, wins: 77, losses: 59, ties: 7, runsScored: 462, runsAllowed: 381, winPct: 77 / 136 }

/** Only what the descriptor reads: the season, its record and place, and the seasons in the data. */
const home = (season: number) =>
  ({
    season,
    summary: { record, rank: 1 },
    history: [{ season: 2025 }, { season: 2024 }],
  }) as unknown as TeamHome

test('the club is a schema.org SportsTeam: names, sport, home ground as a Place, its league under NPB, its page', () => {
  expect(sportsTeamStructuredData(giants, '/teams/g/info')).toEqual({
    '@type': 'SportsTeam',
    '@id': `${absoluteUrl('/teams/g/info')}#team`,
    name: '読売ジャイアンツ',
    alternateName: '巨人',
    sport: 'Baseball',
    url: absoluteUrl('/teams/g/info'),
    foundingDate: '1934',
    location: { '@type': 'Place', name: '東京ドーム', address: { '@type': 'PostalAddress', addressCountry: 'JP' } },
    memberOf: {
      '@type': 'SportsOrganization',
      name: 'セントラル・リーグ',
      alternateName: 'セ・リーグ',
      sport: 'Baseball',
      parentOrganization: { '@type': 'SportsOrganization', name: '日本野球機構', alternateName: 'NPB' },
    },
  })
  expect(sportsTeamStructuredData(TEAM_BY_CODE.h, '/teams/h/info').memberOf).toMatchObject({ name: 'パシフィック・リーグ' })
})

test('the latest season is the bare path with the tab title; the description gives its record and place', () => {
  const page = describeTeamHome(giants, home(2025))
  expect([page.title, page.path]).toEqual(['読売ジャイアンツ 基本情報', '/teams/g/info'])
  expect(page.description).toContain('2025年は77勝59敗7分でセ・リーグ1位。')
  expect(page.crumbs).toEqual([{ label: 'チーム', href: '/teams/info' }])
  expect(page.structuredData).toMatchObject({ '@type': 'SportsTeam', url: absoluteUrl('/teams/g/info') })
})

test('an earlier season is its own page, titled with its year; no data keeps the facts-only description', () => {
  const page = describeTeamHome(giants, home(2024))
  expect([page.title, page.path]).toEqual(['読売ジャイアンツ 2024年 基本情報', '/teams/g/info?season=2024'])
  const empty = describeTeamHome(giants, null)
  expect([empty.title, empty.path]).toEqual(['読売ジャイアンツ 基本情報', '/teams/g/info'])
  expect(empty.structuredData).toMatchObject({ '@type': 'SportsTeam' })
})
