import { TEAM_COLORS } from '@/lib/domain/teams/colors'
import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'
import { playerViewHref, type PlayerView } from './records-href'
import { PillLinks } from '@/components/ui/PillLinks'
import type { SampleFilter } from '@/lib/domain/stats/sample-filter'
import { MinimumSample } from './MinimumSample'

type Props = { path: string; type: 'batting' | 'pitching'; view: PlayerView; teams: readonly TeamCode[]; sample: SampleFilter }

/** Qualified or all players, one club or all: every choice is a link to its own view. */
export function PlayerFilters({ path, type, view, teams, sample }: Props) {
  const href = (change: Partial<PlayerView>) => playerViewHref(path, type, view, change)
  return (
    <div className="mb-4 space-y-2">
      <PillLinks
        label="対象"
        pills={[
          { href: href({ qualified: true }), label: type === 'batting' ? '規定打席到達者' : '規定投球回到達者', active: view.qualified },
          { href: href({ qualified: false }), label: '全選手', active: !view.qualified },
        ]}
      />
      <PillLinks
        label="球団"
        pills={[
          { href: href({ team: null }), label: '全球団', active: view.team === null },
          ...teams.map((team) => ({
            href: href({ team }),
            label: TEAM_BY_CODE[team].shortName,
            title: TEAM_BY_CODE[team].fullName,
            active: view.team === team,
            style: { borderColor: TEAM_COLORS[team].home.background, boxShadow: `inset 3px 0 0 ${TEAM_COLORS[team].home.background}` },
          })),
        ]}
      />
      <MinimumSample path={path} type={type} view={view} sample={sample} />
    </div>
  )
}
