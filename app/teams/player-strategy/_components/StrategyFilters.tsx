import { LinkTabs } from '@/components/ui/LinkTabs'
import { PillLinks } from '@/components/ui/PillLinks'
import { TEAMS } from '@/lib/domain/teams/teams'
import { GAME_RESULT_LABELS, STRATEGY_KIND_LABELS, STRATEGY_MODE_LABELS } from '@/lib/route-labels'
import { GAME_RESULTS, PLAYER_STRATEGY_KINDS, PLAYER_STRATEGY_MODES } from '@/lib/route-params'
import { strategyHref, type StrategyView } from './strategy-href'

/** The page's filters, each a row of links to the same view with one value changed. */
export function StrategyFilters({ view, seasons }: { view: StrategyView; seasons: readonly number[] }) {
  const to = (change: Partial<StrategyView>) => strategyHref({ ...view, ...change })
  return (
    <div className="mb-6 space-y-2">
      <LinkTabs label="起用の種類" activeHref={strategyHref(view)} tabs={PLAYER_STRATEGY_KINDS.map((kind) => ({ href: to({ kind }), label: STRATEGY_KIND_LABELS[kind] }))} />
      <PillLinks label="集計" alignLabel pills={PLAYER_STRATEGY_MODES.map((mode) => ({ href: to({ mode }), label: STRATEGY_MODE_LABELS[mode], active: mode === view.mode }))} />
      <PillLinks label="年度" alignLabel scroll pills={seasons.map((season) => ({ href: to({ season }), label: `${season}年`, active: season === view.season }))} />
      <PillLinks
        label="球団"
        alignLabel
        scroll
        pills={[
          { href: to({ team: null }), label: '12球団', active: view.team === null },
          ...TEAMS.map((team) => ({ href: to({ team: team.id }), label: team.shortName, active: team.id === view.team, title: team.fullName })),
        ]}
      />
      <PillLinks label="試合" alignLabel pills={GAME_RESULTS.map((result) => ({ href: to({ result }), label: GAME_RESULT_LABELS[result], active: result === view.result }))} />
    </div>
  )
}
