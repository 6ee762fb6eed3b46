import { PageLink } from '@/components/navigation/PageLink'
import { playerCareerHref } from '@/lib/domain/players/player-views'
import { ROSTER_GROUP_LABELS } from '@/lib/domain/teams/roster-groups'
import type { TeamHome } from '@/lib/schemas/team-home'

// One class on the list rather than one per player: a roster is seventy links (globals.css says why).
const LIST = 'grid grid-cols-2 gap-x-4 text-sm sm:grid-cols-3 lg:grid-cols-4 [&_a]:flex [&_a]:min-h-11 [&_a]:items-center [&_a]:gap-2 [&_a]:text-brand [&_a:hover]:underline sm:[&_a]:min-h-8 [&_b]:w-8 [&_b]:shrink-0 [&_b]:text-right [&_b]:font-normal [&_b]:tabular-nums [&_b]:text-slate-500'

/** The season's registered players by position group, uniform number first, each linked to his page. */
export function TeamRoster({ home }: { home: TeamHome }) {
  const { groups } = home.roster
  return (
    <div className="space-y-4">
      {groups.map(({ group, players }) => (
        <section key={group} aria-labelledby={`roster-${group}`} className="rounded-lg border border-slate-200 bg-white p-4">
          <h3 id={`roster-${group}`} className="mb-2 text-sm font-semibold text-slate-700">
            {`${ROSTER_GROUP_LABELS[group]}（${players.length}人）`}
          </h3>
          <ul className={LIST}>
            {players.map((player) => (
              <li key={player.id}>
                <PageLink href={playerCareerHref(player.id, player.side, home.season)}>
                  <b>{player.number ?? '-'}</b>
                  {player.name}
                </PageLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className="text-xs text-slate-500">
        左の数字は背番号です。守備位置はその年度の登録により、登録に守備位置のない年度（npb.jpの2025年など）はほかの年度の登録によります。
        {groups.some((entry) => entry.group === 'unknown') && '「その他」は元データに守備位置の記載がない選手（指名打者としての登録を含む）です。'}
      </p>
    </div>
  )
}
