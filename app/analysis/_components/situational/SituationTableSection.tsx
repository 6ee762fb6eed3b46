import { PageLink } from '@/components/navigation/PageLink'
import { RecordsNotice } from '@/components/stats/leaderboards/RecordsNotice'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatSigned } from '@/lib/domain/format/numbers'
import { formatStat } from '@/lib/domain/format/stat-format'
import { LEAGUE_SCOPE_LABELS } from '@/lib/domain/game-stats/league-scope'
import type { SituationalTable, SituationLeaderDto, SituationRowDto } from '@/lib/schemas/situational'
import { playerSituationalHref } from './situational-links'

type Props = { table: SituationalTable }

/** Why a family has no table in a season: the source never recorded what it cuts by. */
const UNAVAILABLE: Readonly<Record<string, string>> = {
  count: 'この年度の記録には打席のカウントがないため、カウント別の表はありません。',
  leverage: 'この年度は勝利確率（LI）を求められる打席の記録がないため、レバレッジ別の表はありません。',
  hand: 'この年度の記録には投打の左右がないため、左右別の表はありません。',
}

const rate3 = (value: number | null) => formatStat(value, 'rate3')

function leaderColumn(table: SituationalTable, place: number): Column<SituationRowDto> {
  const leaderOf = (row: SituationRowDto): SituationLeaderDto | undefined => row.leaders[place]
  return {
    key: `leader-${place}`,
    header: `${place + 1}位`,
    render: (row) => {
      const leader = leaderOf(row)
      if (!leader) return '-'
      const href = playerSituationalHref(leader.player_id, table.side, table.season)
      return (
        <span className="whitespace-nowrap">
          {href ? <PageLink href={href} className="text-brand hover:underline">{leader.name}</PageLink> : leader.name}
          <span className="ml-1 text-xs tabular-nums text-slate-500">{rate3(leader.ops)}</span>
        </span>
      )
    },
  }
}

/** A family's table: a league line per situation (sub-rows indented), its RE24, the bar to lead it and the top three by OPS. */
export function SituationTableSection({ table }: Props) {
  const pitching = table.side === 'pitching'
  const scope = LEAGUE_SCOPE_LABELS[table.league]
  return (
    <section aria-labelledby="situations" className="space-y-3">
      <h2 id="situations" className="text-lg font-bold text-slate-900">{`${table.label}別のリーグ成績と上位の${pitching ? '投手' : '打者'}`}</h2>
      {!table.available ? (
        <RecordsNotice>{UNAVAILABLE[table.family] ?? 'この年度の記録では、この表は作れません。'}</RecordsNotice>
      ) : (
        <>
          <DataTable
            caption={`${table.season}年 ${scope} ${table.label}別の${pitching ? '被打撃' : '打撃'}成績と上位3人`}
            rows={table.rows}
            rowKey={(row) => row.key}
            pinned={1}
            density="compact"
            phoneLead={['ops']}
            columns={[
              { key: 'label', header: '状況', rowHeader: true, render: (row) => row.label, cell: (row) => (row.sums ? {} : { className: 'pl-5 text-slate-600' }) },
              { key: 'pa', header: pitching ? '打者' : '打席', align: 'right', render: (row) => formatStat(row.pa, 'count') },
              { key: 'avg', header: pitching ? '被打率' : '打率', align: 'right', glossary: { key: 'avg' }, render: (row) => rate3(row.avg) },
              { key: 'obp', header: '出塁率', align: 'right', glossary: { key: 'obp' }, render: (row) => rate3(row.obp) },
              { key: 'slg', header: '長打率', align: 'right', glossary: { key: 'slg' }, render: (row) => rate3(row.slg) },
              { key: 'ops', header: pitching ? '被OPS' : 'OPS', align: 'right', glossary: { key: 'ops' }, render: (row) => rate3(row.ops) },
              { key: 'hr', header: pitching ? '被本塁打' : '本塁打', align: 'right', render: (row) => formatStat(row.hr, 'count') },
              { key: 'k_pct', header: pitching ? '奪三振率' : '三振率', align: 'right', glossary: { key: 'k_pct', side: table.side }, render: (row) => formatStat(row.kPct, 'percent') },
              { key: 'bb_pct', header: pitching ? '与四球率' : '四球率', align: 'right', glossary: { key: 'bb_pct', side: table.side }, render: (row) => formatStat(row.bbPct, 'percent') },
              { key: 're24', header: 'RE24', align: 'right', glossary: { key: 're24' }, render: (row) => formatSigned(row.re24, 1) },
              { key: 'minimum', header: '上位の条件', align: 'right', render: (row) => `${formatStat(row.minimum, 'count')}${pitching ? '人' : '打席'}` },
              leaderColumn(table, 0),
              leaderColumn(table, 1),
              leaderColumn(table, 2),
            ]}
          />
          <ul className="list-disc space-y-1 pl-5 text-xs leading-relaxed text-slate-500">
            <li>{`上位は${pitching ? '被OPSの低い順' : 'OPSの高い順'}。その状況で「規定打席（${formatStat(table.qualifyingPa, 'count')}打席）× その状況の打席の割合」以上（最低10${pitching ? '人' : '打席'}）の${pitching ? '対戦打者がいる投手' : '打者'}が対象です。名前から選手の状況別成績に移れます。`}</li>
            <li>{`RE24は${pitching ? '投手側から見た（防いだ得点がプラスの）' : ''}得点期待値の変化の合計です。字下げした行は上の行と重なる区分で、合計には入りません。`}</li>
          </ul>
        </>
      )}
    </section>
  )
}
