import { PillLinks } from '@/components/ui/PillLinks'
import { formatBases, formatLead } from '@/lib/domain/format/game-state'
import { BASES_IN_TABLE_ORDER, OUT_LABELS } from './state-labels'
import { LEADS, type CountQuery } from './run-expectancy-query'

type Props = {
  query: CountQuery
  /** The page's address for another by-count view, keeping the season and league. */
  href: (query: CountQuery) => string
}

const INNINGS = Array.from({ length: 12 }, (_, index) => index + 1)

/** The base-out state (アウト, 走者) and the game situation (回, 表裏, 点差) of the by-count tables, each a row of links. */
export function CountSelectors({ query, href }: Props) {
  const { state, situation } = query
  const withState = (next: Partial<CountQuery['state']>) => href({ ...query, state: { ...state, ...next } })
  const withSituation = (next: Partial<CountQuery['situation']>) => href({ ...query, situation: { ...situation, ...next } })
  return (
    <div className="space-y-3">
      <PillLinks label="アウト" alignLabel pills={OUT_LABELS.map((label, outs) => ({ href: withState({ outs: outs as CountQuery['state']['outs'] }), label, active: outs === state.outs }))} />
      <PillLinks label="走者" alignLabel scroll pills={BASES_IN_TABLE_ORDER.map((bases) => ({ href: withState({ bases }), label: formatBases(bases), active: bases === state.bases }))} />
      <PillLinks label="イニング" alignLabel scroll pills={INNINGS.map((inning) => ({ href: withSituation({ inning }), label: `${inning}回`, active: inning === situation.inning }))} />
      <PillLinks
        label="表・裏"
        alignLabel
        pills={(['top', 'bottom'] as const).map((half) => ({ href: withSituation({ half }), label: half === 'top' ? '表（ビジター攻撃）' : '裏（ホーム攻撃）', active: half === situation.half }))}
      />
      <PillLinks label="点差" alignLabel scroll pills={LEADS.map((lead) => ({ href: withSituation({ lead }), label: formatLead(lead), active: lead === situation.lead }))} />
    </div>
  )
}
