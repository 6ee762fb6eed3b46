import { LinkTabs } from '@/components/ui/LinkTabs'
import { PillLinks } from '@/components/ui/PillLinks'
import type { PitchType } from '@/lib/domain/events'
import { TEAM_COLORS } from '@/lib/domain/teams/colors'
import { LEAGUE_NAMES, TEAM_BY_CODE, TEAMS, type League } from '@/lib/domain/teams/teams'
import { boardColumns } from './board-columns'
import { BOARD_VIEWS, boardHref, DEFAULT_SORT, MIN_CHOICES, VIEW_LABELS, type BoardQuery, type BoardSide, type SeasonQuery } from './board-query'

type Props = { side: BoardSide; query: SeasonQuery; latest: number; types: readonly PitchType[] }

/** Minimum pitches, league, club and the column tab: each choice is a link to its own view. */
export function BoardFilters({ side, query, latest, types }: Props) {
  const href = (change: Partial<SeasonQuery>) => boardHref(side, query, latest, change)
  const leagues: (League | null)[] = [null, 'central', 'pacific']
  const teams = TEAMS.filter((team) => query.league === null || team.league === query.league)
  // A tab keeps the sort only where it lists that column; elsewhere it starts at most pitches.
  const viewHref = (view: BoardQuery['view']) =>
    href(boardColumns(side, view, types).some((column) => column.key === query.sort) ? { view } : { view, ...DEFAULT_SORT })
  return (
    <div className="mb-4 space-y-2">
      <PillLinks
        label="最低球数"
        alignLabel
        pills={MIN_CHOICES.map((min) => ({ href: href({ min }), label: `${min.toLocaleString('ja-JP')}球以上`, active: query.min === min }))}
      />
      <PillLinks
        label="リーグ"
        alignLabel
        pills={leagues.map((league) => ({
          href: href({ league, team: query.team && (league === null || TEAM_BY_CODE[query.team].league === league) ? query.team : null }),
          label: league ? LEAGUE_NAMES[league] : '両リーグ',
          active: query.league === league,
        }))}
      />
      <PillLinks
        label="球団"
        alignLabel
        pills={[
          { href: href({ team: null }), label: '全球団', active: query.team === null },
          ...teams.map((team) => ({
            href: href({ team: team.id }),
            label: team.shortName,
            title: team.fullName,
            active: query.team === team.id,
            style: { borderColor: TEAM_COLORS[team.id].home.background, boxShadow: `inset 3px 0 0 ${TEAM_COLORS[team.id].home.background}` },
          })),
        ]}
      />
      <LinkTabs label="表示項目" activeHref={href({})} tabs={BOARD_VIEWS[side].map((view) => ({ href: viewHref(view), label: VIEW_LABELS[view] }))} />
    </div>
  )
}
