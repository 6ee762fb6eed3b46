import { readRealDatabase } from '@/lib/data/testing/real-database'
import { hasRealData, NPB_DATA_DIR } from '@/lib/data/sources/npb-json/real-data'
import { officialTitleWinners, STATISTICAL_TITLE_TYPES, winnerKey } from '@/lib/data/verify/official-titles'
import type { TitleSeason } from '@/lib/schemas/titles'
import { titlesFrom } from './list-titles'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

let seasons: TitleSeason[] = []
let all: TitleSeason[] = []

beforeAll(() => {
  if (!available) return
  all = readRealDatabase(titlesFrom)
  seasons = all.filter((season) => season.season === 2024)
})

const pageWinners = (season: number) => {
  const ours = all.find((entry) => entry.season === season)
  return Object.fromEntries(STATISTICAL_TITLE_TYPES.flatMap((type) => (ours?.titles[type] ?? []).map((result) => [
    `${type} ${result.scope}`, result.winners.map((winner) => winnerKey(winner.player_id, winner.value)).sort(),
  ])))
}

realTest('2025: all 12 statistical titles, both leagues, equal the winners and values of the official tables under the same rules', () => {
  const official = readRealDatabase((db) => officialTitleWinners(db, NPB_DATA_DIR, 2025))
  expect(Object.keys(official)).toHaveLength(24)
  expect(pageWinners(2025)).toEqual(official)
})

realTest('2024: all 12 statistical titles go to the official winners, with their values but 最優秀防御率 (セ) 1.32 against 1.38 — one earned run the 2024 text cannot show (README)', () => {
  const official = readRealDatabase((db) => officialTitleWinners(db, NPB_DATA_DIR, 2024))
  expect(Object.keys(official)).toHaveLength(24)
  const ids = (winners: Record<string, string[]>) => Object.fromEntries(Object.entries(winners).map(([key, list]) => [key, list.map((entry) => entry.split(' ')[0])]))
  expect(ids(pageWinners(2024))).toEqual(ids(official))
  const values = (winners: Record<string, string[]>) => Object.entries(winners).filter(([key]) => key !== 'era_leader central')
  expect(values(pageWinners(2024))).toEqual(values(official))
  expect([pageWinners(2024)['era_leader central'], official['era_leader central']]).toEqual([['61265153 1.316'], ['61265153 1.378']])
})

/** Names compared NFKC-normalised: npb.jp writes some kanji as compatibility ideographs (海 as U+FA45). */
const winners = (type: keyof TitleSeason['titles'], league: 'central' | 'pacific') =>
  seasons[0]?.titles[type].find((r) => r.scope === league)?.winners.map((w) => [w.name.normalize('NFKC'), Number(w.value.toFixed(3))])

realTest('2024: 首位打者, 本塁打王, 最多勝 and 盗塁王 are the players NPB named, with their values', () => {
  expect(seasons.map((s) => s.season)).toEqual([2024])
  // NPB 2024: 首位打者 オースティン .316 / 近藤健介 .314; 本塁打王 村上宗隆 33 / 山川穂高 34
  expect(winners('batting_champion', 'central')).toEqual([['T.オースティン', 0.316]])
  expect(winners('batting_champion', 'pacific')).toEqual([['近藤 健介', 0.314]])
  expect(winners('homerun_leader', 'central')).toEqual([['村上 宗隆', 33]])
  expect(winners('homerun_leader', 'pacific')).toEqual([['山川 穂高', 34]])
  // 最多勝 菅野智之 15; Pacific shared by 有原航平 and 伊藤大海 at 14
  expect(winners('wins_leader', 'central')).toEqual([['菅野 智之', 15]])
  expect(winners('wins_leader', 'pacific')?.map(([name]) => name).sort()).toEqual(['伊藤 大海', '有原 航平'])
  // 盗塁王 近本光司 19 / 周東佑京 41
  expect(winners('stolen_base_leader', 'central')).toEqual([['近本 光司', 19]])
  expect(winners('stolen_base_leader', 'pacific')).toEqual([['周東 佑京', 41]])
})

realTest('voted awards are not invented for imported real data', () => {
  for (const type of ['mvp', 'rookie', 'sawamura', 'best_nine', 'golden_glove'] as const) {
    for (const result of seasons[0]?.titles[type] ?? []) expect([type, result.status, result.winners]).toEqual([type, 'unavailable', []])
  }
})
