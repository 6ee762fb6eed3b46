import { GlossaryLink } from '@/components/glossary/GlossaryLink'
import { PageLink } from '@/components/navigation/PageLink'
import { CELL_LINK, type Column } from '@/components/ui/DataTable'
import { TITLE_LABELS } from '@/lib/route-labels'
import type { TitleType } from '@/lib/route-params'
import type { TitleSeason } from '@/lib/schemas/titles'
import { TITLE_GROUPS } from './title-groups'
import { LeagueTables } from './LeagueTables'
import { leagueView } from './title-text'
import { VotedAwardsUnavailable } from './VotedAwardsUnavailable'
import { WinnerList } from './WinnerList'

/** Every title of one season in three groups (awards, pitching, batting), a table per league, each title linking to its history. */
export function TitleSummary({ season }: { season: TitleSeason }) {
  const title: Column<TitleType> = {
    key: 'title',
    header: 'タイトル',
    render: (type) => (
      <div className="w-24 whitespace-normal sm:w-56 lg:w-40">
        <PageLink href={`/records/titles/${type}`} className={`font-semibold text-slate-900 hover:text-brand hover:underline ${CELL_LINK}`}>
          {TITLE_LABELS[type]}
        </PageLink>
        {type === 'sawamura' && <span className="block text-[11px] font-normal text-slate-500">両リーグで1名</span>}
      </div>
    ),
  }
  return (
    <div className="space-y-8">
      {TITLE_GROUPS.map((group) => (
        <section key={group.id} aria-labelledby={`titles-${group.id}`}>
          <h3 id={`titles-${group.id}`} className="mb-2 text-lg font-semibold text-slate-900">
            {group.label}
          </h3>
          {group.types.every((type) => season.titles[type].every((result) => result.status === 'unavailable')) ? (
            <>
              <VotedAwardsUnavailable />
              <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {group.types.map((type) => (
                  <li key={type}>
                    <PageLink href={`/records/titles/${type}`} className="inline-flex min-h-11 items-center text-brand hover:underline sm:min-h-0">
                      {TITLE_LABELS[type]}
                    </PageLink>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <LeagueTables
              caption={`${season.season}年 ${group.label}`}
              label={title}
              rows={group.types}
              rowKey={(type) => type}
              winners={(league, type) => <WinnerList type={type} season={season.season} result={leagueView(season.titles[type], league)} compact />}
            />
          )}
          {group.id === 'awards' && season.titles.mvp[0]?.status !== 'unavailable' && (
            <p className="mt-2 text-xs text-slate-500">
              表彰の「点」はリーグ平均を0とした得点貢献（打撃得点＋投球得点）で、マイナスは平均を下回ることを示します（ベストナインはその守備位置で最も高い選手）。ゴールデングラブ賞は守備率（捕手は盗塁阻止率）です。選出方法は各表彰のページをご覧ください。
              <span className="block">
                <GlossaryLink statKey="player_value">打撃得点＋投球得点の説明</GlossaryLink>
              </span>
            </p>
          )}
        </section>
      ))}
    </div>
  )
}
