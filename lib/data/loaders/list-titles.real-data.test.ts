import { readRealDatabase } from '@/lib/data/testing/real-database'
import { hasRealData } from '@/lib/data/sources/npb-json/real-data'
import type { TitleSeason } from '@/lib/schemas/titles'
import { titlesFrom } from './list-titles'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

let seasons: TitleSeason[] = []

beforeAll(() => {
  if (available) seasons = readRealDatabase(titlesFrom).filter((season) => season.season === 2024)
})

/** Names compared NFKC-normalised: npb.jp writes some kanji as compatibility ideographs (海 as U+FA45). */
const winners = (type: keyof TitleSeason['titles'], league: 'central' | 'pacific') =>
  seasons[0]?.titles[type].find((r) => r.scope === league)?.winners.map((w) => [w.name.normalize('NFKC'), Number(w.value.toFixed(3))])

realTest('2024 statistical titles from our parse of npb.jp equal the official ones', () => {
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
