import { notFound } from 'next/navigation'
import { PageHeader } from '@/components/layout/PageHeader'
import { servedSeasons } from '@/lib/data/loaders/get-data-source'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import { GAME_RESULT_LABELS, STRATEGY_KIND_LABELS, STRATEGY_MODE_LABELS } from '@/lib/route-labels'
import { absoluteUrl } from '@/lib/seo/absolute-url'
import { JsonLd } from '@/lib/seo/JsonLd'
import type { PageDescriptor } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { FieldingUsageView } from './FieldingUsageView'
import { PitchingUsageView } from './PitchingUsageView'
import { StrategyFilters } from './StrategyFilters'
import { strategyHref, type StrategyView } from './strategy-href'

const CONTENTS = {
  pitching: '先発の平均投球回・平均球数・QS、救援の登板数・投球回・連投、投球回に占める救援の割合、救援投手が登板したイニングと点差',
  fielding: '守備位置ごとの先発選手と先発試合数・守備イニング、起用人数、守備固めを投入したイニング',
} as const

/** The seasons the database holds: a season outside them is a 404 before anything is drawn. */
function seasonsWithData(season: number): number[] {
  const seasons = servedSeasons()
  if (!seasons.includes(season)) notFound()
  return seasons
}

/** Title, description, canonical path, breadcrumb and Dataset of a player-strategy view. */
export function describeStrategy(view: StrategyView): { page: PageDescriptor; seasons: number[] } {
  const seasons = seasonsWithData(view.season)
  const label = STRATEGY_KIND_LABELS[view.kind]
  const club = view.team ? TEAM_BY_CODE[view.team] : null
  const scope = [club ? null : '12球団', view.mode === 'monthly' ? STRATEGY_MODE_LABELS.monthly : null, GAME_RESULT_LABELS[view.result]].filter(Boolean).join('・')
  const who = club ? club.fullName : '12球団'
  const title = `${view.season}年 ${club ? `${club.shortName} ` : ''}${label}（${scope}）`
  const description = `${view.season}年の${who}の${label}を${GAME_RESULT_LABELS[view.result]}で${view.mode === 'monthly' ? '月別に' : ''}集計。${CONTENTS[view.kind]}。`
  const path = strategyHref(view)
  const page: PageDescriptor = {
    title,
    description,
    path,
    crumbs: [{ label: 'チーム', href: '/teams/info' }, ...(club ? [{ label: label, href: strategyHref({ ...view, team: null }) }] : [])],
    structuredData: {
      '@type': 'Dataset',
      name: title,
      description,
      url: absoluteUrl(path),
      temporalCoverage: String(view.season),
      inLanguage: 'ja',
      ...(club ? { about: { '@type': 'SportsTeam', name: club.fullName, sport: 'Baseball' } } : {}),
    },
  }
  return { page, seasons }
}

/** The page body both routes share: header, filters, then the view of the chosen kind. */
export function StrategyPage({ view, page, seasons }: { view: StrategyView; page: PageDescriptor; seasons: readonly number[] }) {
  return (
    <>
      <JsonLd data={pageStructuredData(page)} />
      <PageHeader page={page} />
      <StrategyFilters view={view} seasons={seasons} />
      {view.kind === 'pitching' ? <PitchingUsageView view={view} /> : <FieldingUsageView view={view} />}
    </>
  )
}
