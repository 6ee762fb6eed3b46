import type { PlayerProfile } from '@/lib/schemas/player-profile'
import { describeAnalysisPage, describePlayerPage } from './describe-player'

const PROFILE: PlayerProfile = {
  id: '42', name: '和田 大和', kana: 'わだ やまと', romaji: 'Yamato Wada', birth_date: null, bats: 'R', throws: 'R',
  height_cm: null, weight_kg: null, hometown: null, schools: { high_school: null, university: null, corporate: null, independent: null },
  draft: null, foreign_player: false, primary_position: 'P', debut_season: 2020, retired_after: null,
  seasons: [{ season: 2025, team: 'd', number: 18, position: 'P', batting: false, pitching: true }],
}

test('an analysis page is titled by name, club, season, view and tab, on its tab’s path', () => {
  const page = describeAnalysisPage(PROFILE, 'pitch-analysis', 2025, 'pitch-type')
  expect(page.title).toBe('和田 大和（中日）2025年 投球分析（球種別）')
  expect(page.path).toBe('/players/42/pitch-analysis/2025/pitch-type')
  expect(page.description.startsWith('和田 大和（わだ やまと）の2025年の投球分析。')).toBe(true)
  expect(describeAnalysisPage(PROFILE, 'batting-analysis', 2024, 'zone').title).toBe('和田 大和2024年 打席分析（コース別）')
})

test('the career views keep their titles', () => {
  expect(describePlayerPage(PROFILE, 'career-pitching', 2025).title).toBe('和田 大和（中日）2025年 年度別投手成績')
  expect(describePlayerPage(PROFILE, 'career-pitching', 2025).path).toBe('/players/42/career-pitching/2025')
})

test("every view of a season shares his card for that season as og:image, with its size and alt text", () => {
  const image = { url: '/og/players/42/2025', width: 1200, height: 630, alt: '和田 大和（中日）2025年の成績' }
  expect(describePlayerPage(PROFILE, 'game-pitching', 2025).ogImage).toEqual(image)
  expect(describeAnalysisPage(PROFILE, 'pitch-analysis', 2025, 'details').ogImage).toEqual(image)
})
