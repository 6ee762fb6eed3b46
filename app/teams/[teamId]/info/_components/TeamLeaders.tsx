import { PageLink } from '@/components/navigation/PageLink'
import { GlossaryLink } from '@/components/glossary/GlossaryLink'
import { formatEra, formatInnings, formatRate3 } from '@/lib/domain/format/numbers'
import { playerCareerHref } from '@/lib/domain/players/player-views'
import { qualifyingOuts, qualifyingPlateAppearances } from '@/lib/domain/stats/qualifiers'
import type { TeamHome, TeamLeaderStat } from '@/lib/schemas/team-home'

const LABELS: Readonly<Record<TeamLeaderStat, string>> = {
  avg: '打率', hr: '本塁打', rbi: '打点', sb: '盗塁', w: '勝利', sv: 'セーブ', hld: 'ホールド', so: '奪三振', era: '防御率',
}

function valueText(stat: TeamLeaderStat, value: number | null): string {
  if (stat === 'avg') return formatRate3(value)
  if (stat === 'era') return formatEra(value)
  return value === null ? '-' : String(value)
}

/** Who leads the club in each category; tied leaders are all named, each linked to his page. */
export function TeamLeaders({ home }: { home: TeamHome }) {
  const games = home.summary.record.games
  const none = (stat: TeamLeaderStat) => (stat === 'avg' ? '規定打席到達者なし' : stat === 'era' ? '規定投球回到達者なし' : '該当者なし')
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-3 gap-px overflow-hidden rounded-lg border border-slate-200 bg-slate-200">
        {home.leaders.map((leader) => (
          <div key={leader.stat} className="min-w-0 bg-white p-2 sm:p-3">
            <dt className="flex flex-wrap items-baseline justify-between gap-x-2 text-xs font-medium text-slate-500">
              <span>{LABELS[leader.stat]}</span>
              <span className="text-base font-semibold tabular-nums text-slate-900">{valueText(leader.stat, leader.value)}</span>
            </dt>
            {leader.players.length === 0 ? (
              <dd className="mt-1 text-xs text-slate-500">{none(leader.stat)}</dd>
            ) : (
              leader.players.map((player) => (
                <dd key={player.id}>
                  <PageLink href={playerCareerHref(player.id, leader.side, home.season)} className="tap-link text-sm">
                    {player.name}
                  </PageLink>
                </dd>
              ))
            )}
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-500">
        打率はこの球団での打席が規定打席（{games}試合×3.1＝{qualifyingPlateAppearances(games)}打席）に、防御率は投球回が規定投球回（{formatInnings(qualifyingOuts(games))}回）に達した選手から。同じ数字の選手は全員を載せています。
        <GlossaryLink statKey="avg">打率の説明</GlossaryLink>
        <GlossaryLink statKey="era" side="pitching" className="ml-3">防御率の説明</GlossaryLink>
      </p>
    </div>
  )
}
