import type { SearchParams } from '@/app/game-stats/_components/game-stats-query'
import { PageHeader } from '@/components/layout/PageHeader'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { ConditionsSection } from './_components/ConditionsSection'
import { describeMatchupPage } from './_components/describe-matchup-page'
import { HeadToHeadSection } from './_components/HeadToHeadSection'
import { MatchupMethod } from './_components/MatchupMethod'
import { EmptyNote } from './_components/MatchupSection'
import { ProbabilitySection } from './_components/ProbabilitySection'
import { resolveMatchupView } from './_components/resolve-matchup-view'
import { SimulationSection } from './_components/SimulationSection'

type Props = { searchParams: Promise<SearchParams> }

const page = describeMatchupPage()

/** A shared link names its pair: 「村上 宗隆 対 山本 由伸の対戦シミュレーション」 (the example pair keeps the tool's title). */
export async function generateMetadata({ searchParams }: Props) {
  const { batter, pitcher, example } = resolveMatchupView(await searchParams)
  const pair = !example && batter.selected && pitcher.selected ? `${batter.selected.name} 対 ${pitcher.selected.name}の` : ''
  return pageMetadata({ ...page, title: `${pair}${page.title}` })
}

/**
 * /simulation/matchup: a batter against a pitcher, answered on the server from the URL (the
 * pickers and the park / N / seed form are GET forms, so every change is a new, shareable address).
 */
export default async function MatchupSimulationPage({ searchParams }: Props) {
  const view = resolveMatchupView(await searchParams)
  const { matchup } = view
  const batter = view.batter.selected
  const pitcher = view.pitcher.selected
  return (
    <>
      <JsonLd data={pageStructuredData(page)} />
      <PageHeader page={page} />
      <div className="space-y-10">
        <ConditionsSection view={view} />
        {matchup && batter && pitcher ? (
          <>
            <ProbabilitySection matchup={matchup} batter={batter} pitcher={pitcher} />
            <SimulationSection matchup={matchup} />
            <HeadToHeadSection matchup={matchup} batter={batter} pitcher={pitcher} />
          </>
        ) : (
          <EmptyNote>
            {batter && pitcher ? '打席のデータがないため、対戦を計算できません。' : '打者と投手を名前で検索して選ぶと、対戦の確率とシミュレーション結果を表示します。'}
          </EmptyNote>
        )}
        <MatchupMethod matchup={matchup} />
      </div>
    </>
  )
}
