import { DataTable, type Column } from '@/components/ui/DataTable'
import { TITLE_LABELS } from '@/lib/route-labels'
import type { TitleType } from '@/lib/route-params'
import type { TitleHistoryEntry } from '@/lib/schemas/titles'
import { LeagueTables } from './LeagueTables'
import { leagueView } from './title-text'
import { WinnerList } from './WinnerList'

/** One title season by season, newest first: a table per league, or one table for 沢村賞. */
export function TitleHistoryTable({ type, entries }: { type: TitleType; entries: readonly TitleHistoryEntry[] }) {
  const bothLeagues = entries.some((entry) => entry.results.some((r) => r.scope === 'npb'))
  const season: Column<TitleHistoryEntry> = { key: 'season', header: '年度', render: (entry) => `${entry.season}年` }
  const caption = `${TITLE_LABELS[type]}の年度別受賞者`
  const rowKey = (entry: TitleHistoryEntry) => String(entry.season)
  if (bothLeagues) {
    const winner: Column<TitleHistoryEntry> = {
      key: 'npb',
      header: '受賞者（セ・パ両リーグで1名）',
      wrap: true,
      render: (entry) => <WinnerList type={type} season={entry.season} result={entry.results[0] ?? null} />,
    }
    return <DataTable caption={caption} columns={[season, winner]} rows={entries} rowKey={rowKey} />
  }
  return (
    <LeagueTables
      caption={caption}
      label={season}
      rows={entries}
      rowKey={rowKey}
      winners={(league, entry) => <WinnerList type={type} season={entry.season} result={leagueView(entry.results, league)} />}
    />
  )
}
