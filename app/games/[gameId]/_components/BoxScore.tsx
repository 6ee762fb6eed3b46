import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatEra, formatInnings, formatRate3 } from '@/lib/domain/format/numbers'
import { decisionLabel, positionsLabel } from '@/lib/domain/players/game-log-labels'
import { playerCareerHref } from '@/lib/domain/players/player-views'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import type { BoxBatter, BoxPitcher, ClubBox } from '@/lib/schemas/game-box'

const ENTRY = { starter: '', pinch_hitter: '代打', pinch_runner: '代走', defense: '守備' } as const
const BATTING = [['ab', '打数'], ['r', '得点'], ['h', '安打'], ['rbi', '打点'], ['bb', '四球'], ['so', '三振'], ['hr', '本塁打'], ['sb', '盗塁']] as const
const PITCHING = [['bf', '打者'], ['pitches', '球数'], ['h', '被安打'], ['hr', '被本塁打'], ['bb', '四球'], ['hbp', '死球'], ['so', '三振'], ['r', '失点'], ['er', '自責点']] as const

/** 代打, 代走 or 守備; a relief pitcher taking his spot is only indented, as box scores print him. */
const entryLabel = (row: BoxBatter) => (row.entry === 'defense' && row.positions[0] === 'P' ? '' : ENTRY[row.entry])

const SUBSTITUTE = { className: 'pl-4.5' }

function battingColumns(season: number): Column<BoxBatter>[] {
  return [
    // A substitute is indented under his spot's starter and says how he came in (代打・代走・守備).
    {
      key: 'name', header: '選手', rowHeader: true, render: (row) => row.name,
      link: (row) => ({ href: playerCareerHref(row.playerId, 'batting', season), note: entryLabel(row) }),
      cell: (row) => (row.entry === 'starter' ? {} : SUBSTITUTE),
    },
    { key: 'order', header: '打順', align: 'right', render: (row) => (row.entry === 'starter' ? (row.battingOrder ?? '') : '') },
    // Right-aligned like the stats beside it, so its cells in a box of fifty rows need no class of their own.
    { key: 'positions', header: '守備', align: 'right', render: (row) => positionsLabel(row.positions) },
    ...BATTING.map(([key, header]): Column<BoxBatter> => ({ key, header, align: 'right', render: (row) => row[key] })),
    { key: 'avg', header: '打率', align: 'right', glossary: { key: 'avg' }, render: (row) => formatRate3(row.seasonAvg) },
  ]
}

function pitchingColumns(season: number): Column<BoxPitcher>[] {
  return [
    { key: 'name', header: '投手', rowHeader: true, render: (row) => row.name, link: (row) => ({ href: playerCareerHref(row.playerId, 'pitching', season) }) },
    { key: 'decision', header: '責', align: 'right', render: (row) => decisionLabel(row.decision) },
    { key: 'ip', header: '投球回', align: 'right', render: (row) => formatInnings(row.outs) },
    // 球数 is '-' where neither the source's box nor pitch rows give it (npb.jp 2024 files), never 0.
    ...PITCHING.map(([key, header]): Column<BoxPitcher> => ({ key, header, align: 'right', render: (row) => row[key] ?? '-' })),
    { key: 'era', header: '防御率', align: 'right', glossary: { key: 'era', side: 'pitching' }, render: (row) => formatEra(row.seasonEra) },
  ]
}

/** One club's batting and pitching lines, with the batting totals that equal its line score; 打率 and 防御率 are the season's up to this game. */
export function ClubBoxScore({ club, season }: { club: ClubBox; season: number }) {
  const team = TEAM_BY_CODE[club.team].shortName
  const totals = (key: (typeof BATTING)[number][0]) => club.batting.reduce((sum, row) => sum + row[key], 0)
  return (
    <section aria-labelledby={`box-${club.team}`} className="space-y-3">
      <h3 id={`box-${club.team}`} className="text-base font-bold text-slate-900">{team}</h3>
      <DataTable<BoxBatter>
        caption={`${team}の打撃成績`}
        columns={battingColumns(season)}
        rows={club.batting}
        rowKey={(row) => row.playerId}
        density="compact"
        leading={3}
        footer={[{ key: 'total', label: '合計', value: (column) => (BATTING.some(([key]) => key === column.key) ? totals(column.key as (typeof BATTING)[number][0]) : '') }]}
      />
      <DataTable<BoxPitcher> caption={`${team}の投手成績`} columns={pitchingColumns(season)} rows={club.pitching} rowKey={(row) => row.playerId} density="compact" />
    </section>
  )
}
