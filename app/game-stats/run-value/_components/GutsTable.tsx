import { CsvDownloadLink } from '@/components/ui/CsvDownloadLink'
import { DataTable } from '@/components/ui/DataTable'
import { LEAGUE_SCOPE_LABELS, type LeagueScope } from '@/lib/domain/game-stats/league-scope'
import type { GutsRow } from '@/lib/schemas/run-value'
import { GUTS_COLUMNS } from './guts-columns'
import { runValueCsvHref, runValueHref } from './run-value-href'

type Props = { rows: readonly GutsRow[]; league: LeagueScope; season: number; latest: number }

/** Every season's constants for the scope, newest first (FanGraphs' "Guts"), with its CSV; the shown season is tinted. */
export function GutsTable({ rows, league, season, latest }: Props) {
  const label = LEAGUE_SCOPE_LABELS[league]
  return (
    <section aria-labelledby="guts" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="guts" className="text-lg font-bold text-slate-900">年度別の定数（{label}）</h2>
        <CsvDownloadLink href={runValueCsvHref(league)} />
      </div>
      <DataTable
        caption={`${label}の年度別 wOBA・得点環境・FIP定数`}
        rowKey={(row) => String(row.season)}
        rows={rows}
        pinned={1}
        density="compact"
        columns={GUTS_COLUMNS.map((column) => ({
          key: column.key,
          header: column.header,
          align: column.key === 'season' ? ('left' as const) : ('right' as const),
          render: column.print,
          ...(column.key === 'season'
            ? { rowHeader: true, link: (row: GutsRow) => ({ href: runValueHref({ season: row.season, league }, latest) }), cell: (row: GutsRow) => (row.season === season ? { className: 'font-bold' } : {}) }
            : {}),
          ...(column.glossary ? { glossary: column.glossary } : {}),
        }))}
      />
      <p className="text-xs leading-relaxed text-slate-500">
        R/PA は打席あたりの得点、R/W は1勝に必要な得点。盗塁・盗塁死はその出来事1回の得点価値。FIP定数は当サイトの防御率基準、FIP定数(RA9)は失点率（RA9）基準、1.02公表値は1.02が実際のNPB全体について公表したRA9基準の値です（2024・2025年のみ）。防御率・RA9はリーグ全体の値です。
      </p>
    </section>
  )
}
