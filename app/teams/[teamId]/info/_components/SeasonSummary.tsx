import { GlossaryLink } from '@/components/glossary/GlossaryLink'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatGamesBehind, formatRate3, formatSigned } from '@/lib/domain/format/numbers'
import { formatStat } from '@/lib/domain/format/stat-format'
import { rate } from '@/lib/domain/stats/rate'
import { LEAGUE_NAMES, type League } from '@/lib/domain/teams/teams'
import type { ClubRecordDto, TeamHome } from '@/lib/schemas/team-home'
import { winLossTie } from './record-text'

type Split = { key: string; label: string; record: ClubRecordDto }

const SPLIT_COLUMNS: readonly Column<Split>[] = [
  { key: 'label', header: '区分', rowHeader: true, render: (row) => row.label },
  { key: 'games', header: '試合', align: 'right', render: (row) => row.record.games },
  { key: 'win', header: '勝', align: 'right', render: (row) => row.record.wins },
  { key: 'lose', header: '敗', align: 'right', render: (row) => row.record.losses },
  { key: 'draw', header: '分', align: 'right', render: (row) => row.record.ties },
  { key: 'winning_percentage', header: '勝率', align: 'right', glossary: { key: 'winning_percentage' }, render: (row) => formatRate3(row.record.winPct) },
  { key: 'runs', header: '得点-失点', align: 'right', render: (row) => `${row.record.runsScored}-${row.record.runsAllowed}` },
]

/**
 * The season at a glance: record, place and ゲーム差, 勝率, runs and their difference, the
 * pythagorean expectation, then home, road, 交流戦 and one-run games.
 */
export function SeasonSummary({ home, league }: { home: TeamHome; league: League }) {
  const { record, rank, gamesBehind, pythagoreanWinPct, expectedWins, splits } = home.summary
  // Label, value and a note under it: eight tiles, two rows of four (four rows of two on phones).
  const tiles: ReadonlyArray<readonly [string, string, string?]> = [
    ['成績', winLossTie(record), `${record.games}試合`],
    ['順位', `${rank}位`, LEAGUE_NAMES[league]],
    ['ゲーム差', formatGamesBehind(gamesBehind), gamesBehind === null ? '首位' : '首位との差'],
    ['勝率', formatRate3(record.winPct), '引き分けを除く'],
    ['得点', String(record.runsScored), `1試合${formatStat(rate(record.runsScored, record.games), 'decimal2')}`],
    ['失点', String(record.runsAllowed), `1試合${formatStat(rate(record.runsAllowed, record.games), 'decimal2')}`],
    ['得失点差', formatSigned(record.runsScored - record.runsAllowed, 0)],
    ['ピタゴラス勝率', formatRate3(pythagoreanWinPct), `見込み${formatStat(expectedWins, 'decimal1')}勝`],
  ]
  const rows: Split[] = [
    { key: 'home', label: 'ホーム', record: splits.home },
    { key: 'road', label: 'ビジター', record: splits.road },
    { key: 'interleague', label: '交流戦', record: splits.interleague },
    { key: 'one-run', label: '1点差試合', record: splits.oneRun },
  ]
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-lg border border-slate-200 bg-slate-200 sm:grid-cols-4">
        {tiles.map(([label, value, note]) => (
          <div key={label} className="bg-white p-3">
            <dt className="text-xs font-medium text-slate-500">{label}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums text-slate-900">{value}</dd>
            {note && <dd className="text-xs text-slate-500">{note}</dd>}
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-500">
        勝率は引き分けを除いた勝敗から、ゲーム差は首位との差です。ピタゴラス勝率は得点と失点から見込まれる勝率（指数1.83）で、見込み勝利数はそれに引き分けを除いた試合数を掛けた数です。
        <GlossaryLink statKey="pythagorean_wp">ピタゴラス勝率の説明</GlossaryLink>
      </p>
      <DataTable caption={`${home.season}年 ホーム・ビジター・交流戦・1点差試合の成績`} columns={SPLIT_COLUMNS} rows={rows} rowKey={(row) => row.key} density="compact" fit />
      <p className="text-xs text-slate-500">交流戦は相手が{league === 'central' ? 'パ' : 'セ'}・リーグの球団の試合です。ホームとビジターを合わせるとシーズンの成績になります。</p>
    </div>
  )
}
