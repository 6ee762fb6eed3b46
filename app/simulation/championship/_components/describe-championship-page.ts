import { datasetPage } from '@/lib/seo/dataset-page'
import type { PageDescriptor } from '@/lib/seo/metadata'
import { CHAMPIONSHIP_PATH } from './championship-params'

/**
 * The page's title, lead and schema.org Dataset (the run's numbers, with the JSON API as its
 * download). The canonical address is the bare path: season, date, n and seed are views of it.
 */
export function describeChampionshipPage(season: number): PageDescriptor {
  return datasetPage({
    title: '優勝確率シミュレーション',
    description: '指定した日付の順位と残り日程、各球団の得失点から、モンテカルロ法でリーグ優勝・クライマックスシリーズ突破・日本一の確率と予想最終成績を計算し、マジックナンバーと自力優勝の有無を示します。',
    path: CHAMPIONSHIP_PATH,
    crumbs: [{ label: 'シミュレーション' }],
    dataset: {
      name: `${season}年 優勝確率シミュレーション`,
      coverage: String(season),
      variables: ['予想最終成績', '優勝確率', '3位以内の確率', 'CS突破の確率', '日本一の確率', '最終順位の分布', '優勝マジック', '自力優勝'],
      technique: 'モンテカルロ法（残り日程を log5 とホームアドバンテージ、引き分け率で再現、NPBのタイブレークとCS・日本シリーズの規定で判定）',
      download: { href: `/api/simulation/championship?season=${season}`, format: 'application/json' },
    },
  })
}
