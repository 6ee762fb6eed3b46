import { teamHref } from '@/components/stats/standings/TeamLink'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatStat } from '@/lib/domain/format/stat-format'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import type { DraftPick } from '@/lib/schemas/draft-analysis'
import { pickHref, pickLabel, seasonsPlayed, sourceLabel } from './draft-pick-labels'

/** Picks, most valuable first: who, when (across classes), by whom, in which round, from where, and what he came to. */
export function DraftPicksTable({ caption, picks, showYear }: { caption: string; picks: readonly DraftPick[]; showYear: boolean }) {
  const columns: Column<DraftPick>[] = [
    { key: 'name', header: '選手', rowHeader: true, render: (pick) => pick.name, link: (pick) => { const href = pickHref(pick); return href ? { href } : null } },
    ...(showYear ? [{ key: 'year', header: '指名年', align: 'right' as const, render: (pick: DraftPick) => `${pick.year}年` }] : []),
    { key: 'team', header: '球団', render: (pick) => (pick.team ? TEAM_BY_CODE[pick.team].shortName : '-'), link: (pick) => (pick.team ? { href: teamHref(pick.team) } : null) },
    { key: 'round', header: '順位', render: pickLabel },
    { key: 'source', header: '出身', render: sourceLabel },
    { key: 'position', header: '投/野', render: (pick) => (pick.pitcher ? '投手' : '野手') },
    { key: 'games', header: '一軍試合', align: 'right', render: (pick) => formatStat(pick.games, 'count') },
    { key: 'seasons', header: '出場年度', render: seasonsPlayed },
    { key: 'value', header: '通算価値', align: 'right', glossary: { key: 'player_value' }, render: (pick) => formatStat(pick.value, 'signed1') },
  ]
  return <DataTable caption={caption} rows={picks} rowKey={(pick) => pick.player_id} columns={columns} phoneLead={['value']} highlight="value" density="compact" />
}
