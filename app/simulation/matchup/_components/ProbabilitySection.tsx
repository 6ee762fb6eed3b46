import { PageLink } from '@/components/navigation/PageLink'
import { pickerCandidateHref, type PickerCandidate } from '@/app/simulation/_components/player-candidates'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatPercent } from '@/lib/domain/format/numbers'
import { formatShares } from '@/lib/domain/format/shares'
import { MATCHUP_OUTCOME_LABELS } from '@/lib/domain/simulation/matchup/outcomes'
import type { Matchup, MatchupRow } from '@/lib/schemas/simulation-matchup'
import { platoonWords, seasonWords } from './matchup-words'
import { MatchupSection } from './MatchupSection'

type Props = { matchup: Matchup; batter: PickerCandidate; pitcher: PickerCandidate }
type Row = MatchupRow & { share: string }

const percent = (value: number) => formatPercent(value)

const COLUMNS: readonly Column<Row>[] = [
  { key: 'outcome', header: '結果', rowHeader: true, render: (row) => MATCHUP_OUTCOME_LABELS[row.outcome] },
  { key: 'batter', header: '打者', align: 'right', render: (row) => percent(row.batter_raw) },
  { key: 'pitcher', header: '投手', align: 'right', render: (row) => percent(row.pitcher_raw) },
  { key: 'league', header: 'リーグ', align: 'right', render: (row) => percent(row.league) },
  { key: 'probability', header: '対戦確率', align: 'right', render: (row) => row.share },
  {
    key: 'bar',
    header: '分布',
    width: 120,
    // The bar repeats the percentage beside it, so it is hidden from screen readers.
    render: (row) => <span aria-hidden className="block h-2.5 rounded-sm bg-brand" style={{ width: `${Math.min(100, row.probability * 250)}%` }} />,
  },
]

export function PlayerName({ player }: { player: PickerCandidate }) {
  const href = pickerCandidateHref(player)
  return href ? <PageLink href={href} className="tap-link font-semibold">{player.name}</PageLink> : <span className="font-semibold">{player.name}</span>
}

/** 1打席あたりの結果確率: each side's raw rates, the league's, and the matchup's probabilities (summing to 100%). */
export function ProbabilitySection({ matchup, batter, pitcher }: Props) {
  const shares = formatShares(matchup.rows.map((row) => row.probability))
  const rows = matchup.rows.map((row, index): Row => ({ ...row, share: shares[index] ?? '-' }))
  const sample = (pas: number) => (pas > 0 ? `${pas.toLocaleString('ja-JP')}打席` : '打席なし（リーグ平均を使用）')
  return (
    <MatchupSection id="probabilities" title="1打席あたりの結果確率">
      <p className="text-sm leading-relaxed text-slate-700">
        <PlayerName player={batter} />
        {`（打者・${seasonWords(matchup.season)} ${sample(matchup.batter.pas)}）対 `}
        <PlayerName player={pitcher} />
        {`（投手・${sample(matchup.pitcher.pas)}）。${platoonWords(matchup)}。${matchup.park ? `球場は${matchup.park.name}。` : '球場補正なし（中立）。'}`}
      </p>
      <DataTable<Row>
        caption="1打席あたりの結果確率：打者・投手・リーグの割合と対戦確率"
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.outcome}
        highlight="probability"
        density="compact"
        fit
        footer={[{ key: 'total', label: '合計', value: (column) => (column.key === 'probability' ? '100.0%' : '') }]}
      />
      <p className="text-xs leading-relaxed text-slate-500">
        打者・投手・リーグの欄はその年度のレギュラーシーズンの実際の割合（申告敬遠・犠打・打撃妨害を除く打席あたり）。対戦確率は、両者の割合をリーグ平均へ回帰させてからオッズ比法で組み合わせ、左右と球場の補正をかけた値です（計算方法を参照）。
      </p>
    </MatchupSection>
  )
}
