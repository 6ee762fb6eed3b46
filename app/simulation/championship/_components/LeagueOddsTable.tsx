import { teamColumn } from '@/components/stats/standings/team-column'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatRate3 } from '@/lib/domain/format/numbers'
import { LEAGUE_COLORS } from '@/lib/domain/teams/colors'
import { LEAGUE_NAMES, type League } from '@/lib/domain/teams/team-codes'
import type { ChampionshipClub } from '@/lib/schemas/simulation-championship'
import { formatOdds, formatRecord, magicLabel, shownMagic } from './odds-format'

type Props = { league: League; clubs: readonly ChampionshipClub[]; seasons: number; seasonOver: boolean }

const top3 = (club: ChampionshipClub) => (club.counts.ranks[0] ?? 0) + (club.counts.ranks[1] ?? 0) + (club.counts.ranks[2] ?? 0)

function columns(clubs: readonly ChampionshipClub[], seasons: number, seasonOver: boolean): Column<ChampionshipClub>[] {
  const expected = (total: number) => (seasons > 0 ? total / seasons : 0)
  return [
    { key: 'rank', header: '順位', align: 'center', width: 40, render: (club) => club.rank, cell: () => ({ className: 'font-semibold' }) },
    teamColumn<ChampionshipClub>(),
    { key: 'record', header: '現在の成績', align: 'right', width: 84, render: (club) => formatRecord(club.wins, club.losses, club.ties) },
    { key: 'strength', header: '推定勝率', align: 'right', width: 64, render: (club) => formatRate3(club.strength) },
    { key: 'expected', header: '予想最終成績', align: 'right', width: 112, render: (club) => formatRecord(expected(club.counts.wins), expected(club.counts.losses), expected(club.counts.ties), 1) },
    { key: 'pennant', header: '優勝', align: 'right', width: 64, render: (club) => formatOdds(club.counts.ranks[0] ?? 0, seasons) },
    { key: 'top3', header: '3位以内', align: 'right', width: 64, render: (club) => formatOdds(top3(club), seasons) },
    { key: 'climax', header: 'CS突破', align: 'right', width: 64, render: (club) => formatOdds(club.counts.climax_final, seasons) },
    { key: 'japan', header: '日本一', align: 'right', width: 64, render: (club) => formatOdds(club.counts.japan_series, seasons) },
    { key: 'magic', header: 'マジック', align: 'center', width: 72, glossary: { key: 'magic' }, render: (club) => magicLabel(shownMagic(club, clubs), seasonOver) },
    { key: 'self', header: '自力優勝', align: 'center', width: 64, render: (club) => (seasonOver ? '-' : club.self_clinch ? 'あり' : 'なし') },
  ]
}

/**
 * One league's run: each club in its current order with its record to date, the strength its
 * games were played with, the expected final record and the odds, then its magic number and
 * 自力優勝 as of the date. On a phone 優勝 sits beside the club.
 */
export function LeagueOddsTable({ league, clubs, seasons, seasonOver }: Props) {
  return (
    <DataTable
      caption={`${LEAGUE_NAMES[league]} 優勝確率`}
      columns={columns(clubs, seasons, seasonOver)}
      rows={clubs}
      rowKey={(club) => club.team}
      leading={2}
      pinned={2}
      phoneLead={['pennant']}
      highlight="pennant"
      density="tight"
      headStyle={{ backgroundColor: LEAGUE_COLORS[league], color: '#FFFFFF' }}
      fit
    />
  )
}
