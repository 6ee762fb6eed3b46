import { gameStatsDescriptor } from '@/app/game-stats/_components/game-stats-descriptor'
import { gameStatsHref } from '@/app/game-stats/_components/game-stats-query'
import type { GameStatsView } from '@/app/game-stats/_components/resolve-game-stats-view'
import type { PageDescriptor } from '@/lib/seo/metadata'
import { MODEL_PATH } from './calculator-href'

const TITLE = '勝利確率モデル'

/**
 * The page's title, lead, canonical and Dataset for a season. The canonical leaves the calculator's
 * state out: it changes the answer box, not the page (the latest season is the bare path).
 */
export function describeModelPage(view: GameStatsView): PageDescriptor {
  const { season } = view.query
  const title = season === view.latest ? TITLE : `${season}年 ${TITLE}`
  const description = `勝利確率（WE）を計算するマルコフ連鎖モデルの仕組みと入力（${season}年の全打席から数えた24の走者・アウト状況ごとの遷移確率）、予測と実際の勝敗を比べたキャリブレーション（Brierスコア）。イニング・表裏・アウト・走者・点差から勝ち・引き分け・負けの確率とLIを求める計算機つき。延長12回で引き分けになるNPBのルールを反映しています。`
  const path = gameStatsHref(MODEL_PATH, { season }, view.latest)
  return gameStatsDescriptor({ title, description, path, season, dataset: { variables: ['勝利確率（WE）', '引き分け確率', 'Brierスコア', '状態遷移確率', 'LI（レバレッジ指数）'] } })
}
