import { sideLabel, SIDE_COLORS } from '@/app/game-stats/_components/score/score-side'
import { GlossaryLink } from '@/components/glossary/GlossaryLink'
import { formatPercent } from '@/lib/domain/format/numbers'
import type { LeagueScoreDistributionDto } from '@/lib/schemas/score-distribution'
import { SUMMARY_CARDS, type SummaryCard } from './summary-cards'

type Props = { main: LeagueScoreDistributionDto; other: LeagueScoreDistributionDto | null; simulated: boolean }

const Swatch = ({ color }: { color: string }) => <span aria-hidden className="inline-block size-2.5 shrink-0 rounded-sm" style={{ backgroundColor: color }} />

function SideValue({ card, side, color, compared }: { card: SummaryCard; side: LeagueScoreDistributionDto; color: string; compared: boolean }) {
  const detail = card.detail(side)
  return (
    <dd className="flex flex-wrap items-baseline gap-x-2">
      {compared ? <Swatch color={color} /> : null}
      {compared ? <span className="sr-only">{sideLabel(side)}</span> : null}
      <span className={`font-bold tabular-nums text-slate-900 ${compared ? 'text-lg' : 'text-2xl'}`}>{card.value(side)}</span>
      {detail ? <span className="text-xs tabular-nums text-slate-500">{detail}</span> : null}
    </dd>
  )
}

/** The figures of the season (and of the compared side under them), each with what it counts. */
export function DistributionSummary({ main, other, simulated }: Props) {
  return (
    <section aria-labelledby="score-summary" className="space-y-3">
      <h2 id="score-summary" className="text-lg font-bold text-slate-900">
        {`${sideLabel(main)}のまとめ`}
      </h2>
      {other ? (
        <p className="flex flex-wrap gap-x-4 text-xs text-slate-600">
          <span className="inline-flex items-center gap-1"><Swatch color={SIDE_COLORS.main} />{sideLabel(main)}</span>
          <span className="inline-flex items-center gap-1"><Swatch color={SIDE_COLORS.other} />{`${sideLabel(other)}（比較）`}</span>
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {SUMMARY_CARDS.map((card) => (
          <div key={card.key} className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
            <dt className="text-sm font-semibold text-slate-700">
              {card.glossary ? <GlossaryLink statKey={card.glossary}>{card.title}</GlossaryLink> : card.title}
            </dt>
            <SideValue card={card} side={main} color={SIDE_COLORS.main} compared={other !== null} />
            {other ? <SideValue card={card} side={other} color={SIDE_COLORS.other} compared /> : null}
            {card.reference !== null ? <dd className="mt-1 text-xs text-slate-600">{`NPB実績の目安: 約${formatPercent(card.reference, 0)}`}</dd> : null}
            <dd className="mt-1 text-xs text-slate-500">{card.note}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-500">
        {`割合はすべて球団試合（1試合を両球団の側から1回ずつ数えたもの）に占める割合です。「NPB実績の目安」は公表されている実際のNPBのおおよその値${simulated ? 'で、シミュレーションリーグの数値と比べるための参考にすぎません' : 'です'}。`}
      </p>
    </section>
  )
}
