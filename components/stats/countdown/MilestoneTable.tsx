import { playerCareerHref } from '@/lib/domain/players/player-views'
import { TeamName } from '@/components/stats/home/TeamName'
import { CELL_LINK, DataTable, type Column } from '@/components/ui/DataTable'
import type { MilestoneId } from '@/lib/domain/stats/milestones'
import type { CountdownEntry, MilestoneCountdown } from '@/lib/schemas/milestones'
import { formatProjectedMonth, formatSeasonPace, formatYearsAhead, noProjectionReason } from './format-countdown'
import { PageLink } from '@/components/navigation/PageLink'

type Props = {
  milestone: MilestoneCountdown
  season: number
  /** A finished season's count is its pace, so the pace column would only repeat it. */
  complete: boolean
}

/** The counted stat's key in the glossary (a pitcher's 奪三振 is the pitching `so`). */
const STAT_KEYS: Readonly<Record<MilestoneId, string>> = { hits: 'h', home_runs: 'hr', rbi: 'rbi', wins: 'w', saves: 'sv', holds: 'hld', strikeouts: 'so' }

function Projection({ entry, season, unit }: { entry: CountdownEntry; season: number; unit: string }) {
  if (!entry.projection || entry.years_ahead === null) return <span className="text-xs text-slate-500">{noProjectionReason(entry, season, unit)}</span>
  return (
    <span className="block leading-tight">
      <time dateTime={entry.projection.date.slice(0, 7)}>{formatProjectedMonth(entry.projection.date)}</time>
      <span className="block text-xs text-slate-500">{formatYearsAhead(entry.years_ahead)}</span>
    </span>
  )
}

// What a phone shows without scrolling comes first: who, how many to go, and when.
function columns({ milestone, season, complete }: Props): Column<CountdownEntry>[] {
  const { id, unit, stat, kind } = milestone
  const pace: Column<CountdownEntry>[] = complete
    ? []
    : [{ key: 'pace', header: '143試合ペース', align: 'right', render: (entry) => formatSeasonPace(entry.pace_per_season, unit) }]
  return [
    {
      key: 'name',
      header: '選手',
      render: (entry) => (
        <PageLink href={playerCareerHref(entry.player_id, kind, season)} className={`text-brand hover:underline ${CELL_LINK}`}>
          {entry.name}
        </PageLink>
      ),
    },
    { key: 'remaining', header: 'あと', align: 'right', render: (entry) => <strong className="text-slate-900">{`${entry.remaining}${unit}`}</strong> },
    { key: 'projection', header: '到達見込み', render: (entry) => <Projection entry={entry} season={season} unit={unit} /> },
    { key: 'total', header: `通算${stat}`, align: 'right', glossary: { key: STAT_KEYS[id], side: kind }, render: (entry) => entry.total },
    { key: 'pace_count', header: `${season}年`, align: 'right', render: (entry) => entry.pace_count ?? '-' },
    ...pace,
    { key: 'team', header: '球団', render: (entry) => <TeamName team={entry.team} /> },
  ]
}

/** One milestone's countdown: who is closest, how many remain and when at the current pace. */
export function MilestoneTable(props: Props) {
  return (
    <DataTable
      caption={`${props.milestone.label}まで残りの少ない現役選手`}
      columns={columns(props)}
      rows={props.milestone.entries}
      rowKey={(entry) => entry.player_id}
    />
  )
}
