import { DataTable, type Column } from '@/components/ui/DataTable'
import { LEAGUE_NAMES, type League } from '@/lib/domain/teams/teams'
import { TITLE_LABELS } from '@/lib/route-labels'
import type { TitleType } from '@/lib/route-params'
import type { TitleHistoryEntry } from '@/lib/schemas/titles'
import { leagueView } from './title-text'
import { WinnerList } from './WinnerList'

const LEAGUES: readonly League[] = ['central', 'pacific']

/** One title season by season, newest first: a column per league, or one column for 沢村賞. */
export function TitleHistoryTable({ type, entries }: { type: TitleType; entries: readonly TitleHistoryEntry[] }) {
  const bothLeagues = entries.some((entry) => entry.results.some((r) => r.scope === 'npb'))
  const season: Column<TitleHistoryEntry> = { key: 'season', header: '年度', render: (entry) => `${entry.season}年` }
  const columns: Column<TitleHistoryEntry>[] = bothLeagues
    ? [season, { key: 'npb', header: '受賞者（セ・パ両リーグで1名）', render: (entry) => <WinnerList type={type} season={entry.season} result={entry.results[0] ?? null} /> }]
    : [
        season,
        ...LEAGUES.map((league) => ({
          key: league,
          header: LEAGUE_NAMES[league],
          render: (entry: TitleHistoryEntry) => <WinnerList type={type} season={entry.season} result={leagueView(entry.results, league)} />,
        })),
      ]
  return <DataTable caption={`${TITLE_LABELS[type]}の年度別受賞者`} columns={columns} rows={entries} rowKey={(entry) => String(entry.season)} />
}
