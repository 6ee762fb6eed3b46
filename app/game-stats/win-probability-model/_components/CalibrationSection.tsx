import { DataTable, type Column } from '@/components/ui/DataTable'
import { worstBin, type CalibrationBin } from '@/lib/domain/game-stats/calibration'
import { formatPercent, formatSigned } from '@/lib/domain/format/numbers'
import { formatStat } from '@/lib/domain/format/stat-format'
import type { LeagueCalibration, WinCalibration } from '@/lib/schemas/win-model'
import { CalibrationChartLazy } from './CalibrationChartLazy'

/** `league`: every season pooled, where a game's shared result no longer hides the model's own error. */
type Props = { season: number; calibration: WinCalibration | null; league: LeagueCalibration | null }

/** The issue's yardstick: bins this full are expected within 3 points of the diagonal. */
const FULL_BIN = 1000

const range = (bin: CalibrationBin) => `${Math.round(bin.lower * 100)}〜${Math.round(bin.upper * 100)}%`
const points = (x: number) => formatSigned(x * 100, 1)

const COLUMNS: readonly Column<CalibrationBin>[] = [
  { key: 'range', header: '予測WE', rowHeader: true, render: range },
  { key: 'pas', header: '打席', align: 'right', render: (bin) => formatStat(bin.pas, 'count') },
  { key: 'predicted', header: '予測の平均', align: 'right', render: (bin) => formatPercent(bin.predicted) },
  { key: 'observed', header: '実際', align: 'right', render: (bin) => formatPercent(bin.observed) },
  { key: 'gap', header: '差（ポイント）', align: 'right', render: (bin) => points(bin.observed - bin.predicted) },
]

/** Predicted against observed, as a chart and as the table it is drawn from, with the Brier score. */
export function CalibrationSection({ season, calibration, league }: Props) {
  const heading = <h2 id="calibration" className="text-lg font-bold text-slate-900">キャリブレーション（予測と実際の勝敗）</h2>
  if (calibration === null) {
    return (
      <section aria-labelledby="calibration" className="space-y-3">
        {heading}
        <p className="text-sm text-slate-600">{`${season}年は打席ごとの勝利確率がないため、予測と実際を比べられません。`}</p>
      </section>
    )
  }
  const worst = worstBin(calibration, FULL_BIN)
  const description = `${season}年の打席前の予測WE（5%刻み）と、その試合のホームチームの実際の結果の平均。対角線上なら予測どおり`
  return (
    <section aria-labelledby="calibration" className="space-y-3">
      {heading}
      <p className="max-w-3xl text-sm leading-relaxed text-slate-700">
        {`${season}年のレギュラーシーズン${formatStat(calibration.games, 'count')}試合・${formatStat(calibration.pas, 'count')}打席について、打席の前にモデルが出したホームのWEを5%刻みに分け、その打席の試合が実際にどう終わったか（ホームの勝ち1、引き分け½、負け0）の平均と比べます。点が対角線に近いほど、予測の確率が実際の勝率と合っています。`}
      </p>
      <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
        <div>
          <dt className="text-slate-600">Brierスコア</dt>
          <dd className="text-xl font-bold tabular-nums text-slate-900">{calibration.brier.toFixed(3)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">基準（常に平均を予測）</dt>
          <dd className="text-xl font-bold tabular-nums text-slate-900">{calibration.baseline.toFixed(3)}</dd>
        </div>
        {worst ? (
          <div>
            <dt className="text-slate-600">{`最大のずれ（${formatStat(FULL_BIN, 'count')}打席以上の区間）`}</dt>
            <dd className="text-xl font-bold tabular-nums text-slate-900">{`${points(worst.gap)}ポイント`}<span className="ml-2 text-sm font-normal text-slate-600">{`予測WE ${range(worst)}`}</span></dd>
          </div>
        ) : null}
      </dl>
      <figure className="rounded-lg border border-slate-200 bg-white p-3">
        <CalibrationChartLazy description={description} points={calibration.bins.map((bin) => ({ label: range(bin), predicted: bin.predicted, observed: bin.observed, pas: bin.pas }))} />
        <figcaption className="mt-2 text-xs text-slate-600">点の大きさは打席数。破線が予測どおりの対角線です。</figcaption>
      </figure>
      <DataTable caption={`${season}年 予測WEの区間ごとの打席数・予測・実際`} columns={COLUMNS} rows={calibration.bins} rowKey={(bin) => String(bin.lower)} density="compact" fit />
      <p className="max-w-3xl text-xs leading-relaxed text-slate-600">
        1試合の打席はすべて同じ勝敗を共有するため、1シーズンの1区間の「実際」には試合数に応じた揺れがあります（区間の中ほどで±2〜3ポイント程度）。
      </p>
      {league ? <LeagueLine league={league} /> : null}
    </section>
  )
}

/** The pooled figure: what is left of the gap once the seasons' game-to-game noise averages out. */
function LeagueLine({ league }: { league: LeagueCalibration }) {
  const worst = worstBin(league, FULL_BIN)
  const span = league.from === league.to ? `${league.from}年` : `${league.from}〜${league.to}年の${league.seasons}シーズン`
  return (
    <p className="max-w-3xl text-sm leading-relaxed text-slate-700">
      {`${span}（${formatStat(league.games, 'count')}試合・${formatStat(league.pas, 'count')}打席、各打席はその年のモデルで予測）をまとめると、Brierスコアは${league.brier.toFixed(3)}（基準${league.baseline.toFixed(3)}）${worst ? `、${formatStat(FULL_BIN, 'count')}打席以上の区間の最大のずれは${points(worst.gap)}ポイント（予測WE ${range(worst)}）` : ''}です。`}
    </p>
  )
}
