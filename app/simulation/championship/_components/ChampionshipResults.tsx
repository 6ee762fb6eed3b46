import { formatJapaneseDate } from '@/components/stats/home/format-date'
import type { ChampionshipChunk } from '@/lib/schemas/simulation-championship'
import { LEAGUE_NAMES } from '@/lib/domain/teams/team-codes'
import { LeagueOddsTable } from './LeagueOddsTable'
import { RankDistribution } from './RankDistribution'
import { RunProgress } from './RunProgress'

type Props = {
  /** The run so far: one chunk, or the chunks summed. */
  data: ChampionshipChunk
  /** Chunks done of the run's total, for a run of more than one. */
  progress?: { done: number; total: number }
}

/** What the run started from, in one sentence. */
function summary(data: ChampionshipChunk): string {
  const seasons = `${data.seasons.toLocaleString('ja-JP')}シーズン`
  if (data.season_over) {
    return `${data.season}年のレギュラーシーズンは${formatJapaneseDate(data.last_date)}に終了し、順位は確定しています（優勝・3位以内は確定結果）。CS突破・日本一は最終順位から${seasons}をシミュレーションした確率です（シード ${data.seed}）。`
  }
  const through = data.played_through === null ? '開幕前の状態' : `${formatJapaneseDate(data.played_through)}までの試合結果`
  return `${formatJapaneseDate(data.as_of)}時点（${through}）から、残り日程を${seasons}シミュレーションした結果です（シード ${data.seed}）。`
}

/**
 * A run's answer: per league the odds table and the distribution of final ranks. Drawn on the
 * server for the URL's run, and by the browser for a run chosen in the form.
 */
export function ChampionshipResults({ data, progress }: Props) {
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <p className="max-w-3xl text-sm leading-relaxed text-slate-700">{summary(data)}</p>
        {progress && progress.total > 1 ? <RunProgress done={progress.done} total={progress.total} seasons={data.seasons} n={data.n} /> : null}
      </div>
      {data.leagues.map(({ league, clubs }) => (
        <section key={league} aria-labelledby={`odds-${league}`} className="space-y-4">
          <h2 id={`odds-${league}`} className="text-lg font-bold text-slate-900">{`${LEAGUE_NAMES[league]}の優勝確率`}</h2>
          <LeagueOddsTable league={league} clubs={clubs} seasons={data.seasons} seasonOver={data.season_over} />
          <RankDistribution league={league} clubs={clubs} seasons={data.seasons} />
        </section>
      ))}
    </div>
  )
}
