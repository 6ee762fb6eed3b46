import { absoluteUrl } from '@/lib/seo/absolute-url'
import type { PageDescriptor } from '@/lib/seo/metadata'
import { MATCHUP_PATH } from './matchup-query'

const TITLE = '対戦シミュレーション'
const DESCRIPTION =
  '打者と投手を選ぶと、両者の打席結果の割合をリーグ平均と比べるオッズ比法（log5）で1打席の結果（三振・四球・安打の種類・アウトの種類）の確率を求め、指定した打席数をシミュレーションします。左右と球場の補正、実際の対戦成績つき。'

/**
 * The page's title, lead and canonical (the bare path: the pair, season and settings are a view of
 * the one tool), and a schema.org WebApplication: the page is a calculator over our data.
 */
export function describeMatchupPage(): PageDescriptor {
  return {
    title: TITLE,
    description: DESCRIPTION,
    path: MATCHUP_PATH,
    crumbs: [{ label: 'シミュレーション' }],
    structuredData: {
      '@type': 'WebApplication',
      name: TITLE,
      description: DESCRIPTION,
      url: absoluteUrl(MATCHUP_PATH),
      applicationCategory: 'SportsApplication',
      operatingSystem: 'Web',
      inLanguage: 'ja',
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'JPY' },
    },
  }
}
