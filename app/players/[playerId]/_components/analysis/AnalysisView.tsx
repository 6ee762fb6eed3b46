import { LinkTabs } from '@/components/ui/LinkTabs'
import { parseZoneQuery } from '@/lib/domain/pitching-analysis/zone-view'
import { ANALYSIS_TAB_LABELS } from '@/lib/route-labels'
import { PITCH_ANALYSIS_TABS } from '@/lib/route-params'
import type { AvailablePitchAnalysis, PitchAnalysis } from '@/lib/schemas/pitch-analysis'
import { ANALYSIS_KIND_LABELS, type AnalysisKind, type AnalysisTab } from '../describe-player'
import { ArsenalTable } from './ArsenalTable'
import { BattedBalls } from './BattedBalls'
import { CountTable } from './CountTable'
import { NoPitchData } from './NoPitchData'
import { PitchMix } from './PitchMix'
import { ZoneView } from './ZoneView'

type Query = Record<string, string | string[] | undefined>
type Props = { kind: AnalysisKind; analysis: PitchAnalysis; name: string; tab: AnalysisTab; query: Query }

/** The analysis view: its four tabs (each a URL) over one season's pitches, or the line saying there are none. */
export function AnalysisView({ kind, analysis, name, tab, query }: Props) {
  const pitcher = analysis.side === 'pitching'
  if (!analysis.available) return <NoPitchData playerId={analysis.playerId} season={analysis.season} pitcher={pitcher} />
  const base = `/players/${analysis.playerId}/${kind}/${analysis.season}`
  const who = `${name} ${analysis.season}年`
  return (
    <section aria-label={ANALYSIS_KIND_LABELS[kind]} className="space-y-4">
      <LinkTabs label="分析の種類" activeHref={`${base}/${tab}`} tabs={PITCH_ANALYSIS_TABS.map((choice) => ({ href: `${base}/${choice}`, label: ANALYSIS_TAB_LABELS[choice] }))} />
      <Summary analysis={analysis} />
      <TabBody analysis={analysis} tab={tab} who={who} base={`${base}/zone`} query={query} />
    </section>
  )
}

function TabBody({ analysis, tab, who, base, query }: { analysis: AvailablePitchAnalysis; tab: AnalysisTab; who: string; base: string; query: Query }) {
  switch (tab) {
    case 'details':
      return (
        <div className="space-y-6">
          <ArsenalTable analysis={analysis} caption={`${who}の球種別${analysis.side === 'pitching' ? '投球' : '打撃'}成績`} />
          <BattedBalls analysis={analysis} who={who} />
        </div>
      )
    case 'pitch-type':
      return <PitchMix analysis={analysis} who={who} />
    case 'zone':
      return <ZoneView analysis={analysis} who={who} base={base} query={parseZoneQuery(analysis.side, query)} />
    case 'count':
      return <CountTable analysis={analysis} who={who} />
  }
}

/** One line of what the numbers are over: pitches, PAs, and PAs without a pitch (the simulator's 申告敬遠). */
function Summary({ analysis }: { analysis: AvailablePitchAnalysis }) {
  const without = analysis.paWithoutPitches
  return (
    <p className="text-sm text-slate-700">
      レギュラーシーズンの{analysis.totals.pitches.toLocaleString('ja-JP')}球・{analysis.paTotal.toLocaleString('ja-JP')}打席
      {without > 0 ? `（うち投球の記録がない${without}打席は球ごとの数字に含みません）` : ''}。
    </p>
  )
}
