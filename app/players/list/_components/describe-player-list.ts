import { PLAYER_SORT_LABELS, playerListSubject } from '@/lib/domain/players/player-list-filters'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import type { PlayersSearch } from '@/lib/schemas/players'
import type { PageDescriptor } from '@/lib/seo/metadata'

const PATH = '/players/list'
const LIST_CRUMBS = [{ label: '選手' }, { label: '選手一覧', href: PATH }] as const

/** What the view's filters pick, as a heading names it: 阪神の投手, 現役の左投手. */
export function listSubject({ team, status, pos, bats, throws }: PlayersSearch): string {
  return playerListSubject({ club: team ? TEAM_BY_CODE[team].shortName : null, status, pos, bats, throws })
}

/** Whether the view lists players (a search, a club, a filter or an order), rather than the search box and club index. */
export function listsPlayers({ q, team, pos, status, bats, throws, sort }: PlayersSearch): boolean {
  return q !== '' || [team, pos, status, bats, throws, sort].some((value) => value !== undefined)
}

/**
 * The page a view of /players/list is. The canonical path never carries the query; a search's
 * results are not indexed (noindex), the filtered lists and the index are.
 */
export function describePlayerList(search: PlayersSearch): PageDescriptor {
  const { q, team, sort } = search
  const subject = listSubject(search)
  const order = sort ? `${PLAYER_SORT_LABELS[sort]}に並べています。` : ''
  if (q) {
    return {
      title: `「${q}」の検索結果`,
      description: `選手名（漢字・かな・ローマ字）と球団名から「${q}」を検索した結果です${subject === '選手' ? '' : `（${subject}に絞り込み）`}。${order}`,
      path: PATH,
      crumbs: LIST_CRUMBS,
      noindex: true,
    }
  }
  if (team && subject === `${TEAM_BY_CODE[team].shortName}の選手` && !sort) {
    return {
      title: `${subject}一覧`,
      description: `${TEAM_BY_CODE[team].fullName}に在籍した選手の一覧。現役選手を背番号順に、続いて在籍を終えた選手を最後の在籍年の新しい順に並べています。`,
      path: PATH,
      crumbs: LIST_CRUMBS,
    }
  }
  if (listsPlayers(search)) {
    return {
      title: `${subject}一覧`,
      description: `NPBの${subject}の一覧。球団・守備位置・現役／引退・投打で絞り込み、名前・年齢・初年度の順に並べ替えられます。${order}`,
      path: PATH,
      crumbs: LIST_CRUMBS,
    }
  }
  return {
    title: '選手一覧',
    description: 'NPB全12球団の選手を名前（漢字・かな・ローマ字、部分一致）と球団名で検索し、球団・守備位置・現役／引退・投打で絞り込めます。球団を選ぶと、その球団の選手を一覧できます。',
    path: PATH,
    crumbs: [{ label: '選手' }],
  }
}
