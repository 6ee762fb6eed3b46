import { formatSigned } from '@/lib/domain/format/numbers'
import { formatStat } from '@/lib/domain/format/stat-format'
import { LEAGUE_SCOPE_LABELS, type LeagueScope } from '@/lib/domain/game-stats/league-scope'
import type { GutsRow } from '@/lib/schemas/run-value'
import { ConstantCard, type ConstantLine } from './ConstantCard'

type Props = { row: GutsRow; league: LeagueScope; simulated: boolean }

const decimal3 = (value: number | null) => formatStat(value, 'decimal3')

function wobaLines(row: GutsRow): ConstantLine[] {
  return [
    { label: 'wBB（故意でない四球）', value: decimal3(row.w_bb) },
    { label: 'wHBP（死球）', value: decimal3(row.w_hbp) },
    { label: 'w1B（単打）', value: decimal3(row.w_1b) },
    { label: 'w2B（二塁打）', value: decimal3(row.w_2b) },
    { label: 'w3B（三塁打）', value: decimal3(row.w_3b) },
    { label: 'wHR（本塁打）', value: decimal3(row.w_hr) },
    { label: 'wOBAスケール', value: decimal3(row.woba_scale), glossary: { key: 'woba_scale' } },
    { label: 'リーグwOBA', value: formatStat(row.league_woba, 'rate3'), glossary: { key: 'woba' } },
  ]
}

function fipLines(row: GutsRow, simulated: boolean): ConstantLine[] {
  const published = row.published_fip_constant_ra9
  return [
    { label: 'FIP定数（防御率基準・当サイト）', value: decimal3(row.fip_constant), glossary: { key: 'fip_constant' }, note: 'リーグのFIPがリーグ防御率と等しくなる値（FanGraphs方式）。当サイトのFIPはこの定数を使います。' },
    { label: 'FIP定数（RA9基準）', value: decimal3(row.fip_constant_ra9), note: 'リーグのFIPが失点率（9イニングあたりの失点）と等しくなる値（1.02方式）。防御率基準より「RA9 − 防御率」だけ大きくなります。' },
    ...(published === null
      ? []
      : [{ label: '1.02公表値（RA9基準）', value: decimal3(published), note: `1.02が実際のNPB全体について公表した値です。${simulated ? 'このサイトのデータは架空のシミュレーションリーグなので、比較の目安にとどまります。' : ''}` }]),
    { label: 'リーグ防御率', value: formatStat(row.league_era, 'era'), glossary: { key: 'era', side: 'pitching' } },
    { label: 'リーグRA9（失点率）', value: formatStat(row.league_ra9, 'era') },
  ]
}

function environmentLines(row: GutsRow): ConstantLine[] {
  return [
    { label: '打席あたり得点（R/PA）', value: decimal3(row.runs_per_pa), note: 'wRAA・wRCで平均の打者を表す値です。' },
    { label: '1勝あたり得点（R/W）', value: decimal3(row.runs_per_win), note: '得点を勝利数に換算する値。リーグの9イニングあたり得点 × 1.5 + 3（FanGraphs）。' },
    { label: '盗塁の得点価値', value: formatSigned(row.run_sb, 3), glossary: { key: 'run_value' } },
    { label: '盗塁死の得点価値', value: formatSigned(row.run_cs, 3), glossary: { key: 'run_value' } },
  ]
}

/** The shown season's constants in three cards: wOBA weights, both FIP constants, the run environment. */
export function SeasonConstants({ row, league, simulated }: Props) {
  return (
    <section aria-labelledby="season-constants" className="space-y-3">
      <h2 id="season-constants" className="text-lg font-bold text-slate-900">{`${row.season}年 ${LEAGUE_SCOPE_LABELS[league]}の定数`}</h2>
      <div className="grid gap-4 md:grid-cols-3">
        <ConstantCard id="woba-weights" title="wOBAの重みとスケール" lines={wobaLines(row)} />
        <ConstantCard id="fip-constants" title="FIP定数" lines={fipLines(row, simulated)} />
        <ConstantCard id="run-environment" title="得点環境" lines={environmentLines(row)} />
      </div>
    </section>
  )
}
