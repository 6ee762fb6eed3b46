import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import type { PlayersSearch } from '@/lib/schemas/players'
import type { PageDescriptor } from '@/lib/seo/metadata'

const PATH = '/players/list'
const LIST_CRUMBS = [{ label: '選手' }, { label: '選手一覧', href: PATH }] as const

/**
 * The page a view of /players/list is. The canonical path never carries the query; a search's
 * results are not indexed (noindex), the club lists and the index are.
 */
export function describePlayerList({ q, team }: PlayersSearch): PageDescriptor {
  if (q) {
    return {
      title: `「${q}」の検索結果`,
      description: `選手名（漢字・かな・ローマ字）と球団名から「${q}」を検索した結果です。`,
      path: PATH,
      crumbs: LIST_CRUMBS,
      noindex: true,
    }
  }
  if (team) {
    const { fullName, shortName } = TEAM_BY_CODE[team]
    return {
      title: `${shortName}の選手一覧`,
      description: `${fullName}に在籍した選手の一覧。現役選手を背番号順に、続いて在籍を終えた選手を最後の在籍年の新しい順に並べています。`,
      path: PATH,
      crumbs: LIST_CRUMBS,
    }
  }
  return {
    title: '選手一覧',
    description: 'NPB全12球団の選手を名前（漢字・かな・ローマ字、部分一致）と球団名で検索できます。球団を選ぶと、その球団の選手を一覧できます。',
    path: PATH,
    crumbs: [{ label: '選手' }],
  }
}
