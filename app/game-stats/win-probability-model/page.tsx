import { GameStatsSelectors } from '@/app/game-stats/_components/GameStatsSelectors'
import { gameStatsHref, textParam, type SearchParams } from '@/app/game-stats/_components/game-stats-query'
import { resolveGameStatsView } from '@/app/game-stats/_components/resolve-game-stats-view'
import { PageHeader } from '@/components/layout/PageHeader'
import { getLeagueCalibration, getWinCalibration } from '@/lib/data/loaders/game-stats/win-model/get-win-calibration'
import { getWinModelInputs } from '@/lib/data/loaders/game-stats/win-model/get-win-model-inputs'
import { getWinProbability } from '@/lib/data/loaders/game-stats/win-model/get-win-probability'
import { calculatorParams, parseCalculatorState, type CalculatorState } from '@/lib/domain/game-stats/win-model-state'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { CalculatorSection } from './_components/CalculatorSection'
import { CalibrationSection } from './_components/CalibrationSection'
import { MODEL_PATH } from './_components/calculator-href'
import { describeModelPage } from './_components/describe-model-page'
import { InputsSection } from './_components/InputsSection'
import { ModelMethod } from './_components/ModelMethod'
import { ModelOverview } from './_components/ModelOverview'

type Props = { searchParams: Promise<SearchParams> }

const STATE_KEYS: readonly (keyof CalculatorState)[] = ['inning', 'half', 'outs', 'bases', 'diff']

export async function generateMetadata({ searchParams }: Props) {
  return pageMetadata(describeModelPage(resolveGameStatsView(await searchParams)))
}

/** /game-stats/win-probability-model: how WE is modelled, its inputs, its calibration, and a calculator on the URL's state. */
export default async function WinProbabilityModelPage({ searchParams }: Props) {
  const params = await searchParams
  const view = resolveGameStatsView(params)
  const { season } = view.query
  const state = parseCalculatorState((key) => textParam(params, key))
  // A season link keeps a state the visitor chose; the default state stays out of the address.
  const kept = STATE_KEYS.some((key) => textParam(params, key) !== null) ? calculatorParams(state) : {}
  const page = describeModelPage(view)
  return (
    <>
      <JsonLd data={pageStructuredData(page)} />
      <PageHeader page={page} />
      <GameStatsSelectors view={view} league={false} href={(to) => gameStatsHref(MODEL_PATH, { season: to }, view.latest, kept)} />
      <div className="space-y-10">
        <ModelOverview />
        <CalculatorSection season={season} latest={view.latest} answer={getWinProbability(season, state)} />
        <CalibrationSection season={season} calibration={getWinCalibration(season)} league={getLeagueCalibration()} />
        <InputsSection season={season} inputs={getWinModelInputs(season)} />
        <ModelMethod />
      </div>
    </>
  )
}
