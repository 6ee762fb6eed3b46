import { SCORE_STREAMING_PATH } from '@/lib/domain/simulation/streaming/stream-query'
import { absoluteUrl } from '@/lib/seo/absolute-url'
import type { PageDescriptor } from '@/lib/seo/metadata'

const TITLE = 'スコア速報シミュレーション'
const DESCRIPTION =
  '2球団と球場・シードを選ぶと、その年の成績から作った選手の能力で試合を一球ずつシミュレーションし、スコアボード・カウント・走者・実況・勝利確率の推移を速報のように再生します。同じ条件とシードなら同じ試合になります。'

/**
 * The page's descriptor: one canonical address (the game's choices change the game, not the
 * page) and a WebApplication, the tool it is.
 */
export const STREAMING_PAGE: PageDescriptor = {
  title: TITLE,
  description: DESCRIPTION,
  path: SCORE_STREAMING_PATH,
  crumbs: [{ label: 'シミュレーション' }],
  structuredData: {
    '@type': 'WebApplication',
    name: TITLE,
    description: DESCRIPTION,
    url: absoluteUrl(SCORE_STREAMING_PATH),
    applicationCategory: 'SportsApplication',
    operatingSystem: 'Web',
    inLanguage: 'ja',
    isAccessibleForFree: true,
  },
}
