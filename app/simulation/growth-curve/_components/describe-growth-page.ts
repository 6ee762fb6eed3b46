import { datasetPage } from '@/lib/seo/dataset-page'
import type { PageDescriptor } from '@/lib/seo/metadata'
import type { PlayerGrowth } from '@/lib/schemas/simulation-growth-curve'
import { growthHref } from './growth-query'

const TITLE = '成長曲線シミュレーション'
const DESCRIPTION =
  '年齢による成績の変化（エイジングカーブ）から、選手の今後の成績を予測する成長曲線シミュレーション。全選手の年齢別の変化をデルタ法でつないだリーグの曲線（wOBA・ISO・K%・BB%、防御率・FIP）と、Marcel法による来季の予測（80%区間つき）を示します。'

/**
 * The page's title, lead, canonical and Dataset. The title stays the tool's; a player's view has
 * its own canonical (?player=), the league view's role and a name search stay out of it.
 */
export function describeGrowthPage(growth: PlayerGrowth | null, coverage: { from: number | null; to: number | null }): PageDescriptor {
  const path = growth ? growthHref({ player: growth.player.id }) : growthHref({})
  const description = growth
    ? `${growth.player.name}の年齢別の成績（${growth.role === 'batting' ? 'wOBA・ISO・K%・BB%' : '防御率・FIP・K%・BB%'}）をリーグのエイジングカーブに重ね、Marcel法で来季の成績を予測します（80%区間つき）。`
    : DESCRIPTION
  return datasetPage({
    title: TITLE,
    description,
    path,
    crumbs: [{ label: 'シミュレーション' }],
    dataset: {
      ...(growth ? { name: `${growth.player.name}の成長曲線と来季予測` } : {}),
      coverage: coverage.from === null || coverage.to === null ? null : `${coverage.from}/${coverage.to}`,
      variables: growth?.role === 'pitching' ? ['防御率', 'FIP', 'K%', 'BB%', '投球回'] : growth ? ['wOBA', 'ISO', 'K%', 'BB%', '打席'] : ['wOBA', 'ISO', 'K%', 'BB%', '防御率', 'FIP', '年齢別標本数'],
      technique: 'デルタ法によるエイジングカーブ、Marcel法（5/4/3・3/2/1の加重、平均への回帰、年齢係数、リーグ水準への再基準化）による成績予測',
      download: { href: growth ? `/api/simulation/growth-curve?player=${growth.player.id}` : '/api/simulation/growth-curve/aging?role=batting', format: 'application/json' },
    },
  })
}
