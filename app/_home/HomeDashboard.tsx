import { CompactStandings } from '@/components/stats/home/CompactStandings'
import { CountdownHighlights } from '@/components/stats/home/CountdownHighlights'
import { formatJapaneseDate } from '@/components/stats/home/format-date'
import { HomeSection } from '@/components/stats/home/HomeSection'
import { LatestResults } from '@/components/stats/home/LatestResults'
import { LeaderBoards } from '@/components/stats/home/LeaderBoards'
import type { Home } from '@/lib/data/loaders/get-home'
import { isKnownSeason } from '@/lib/seasons'

/** The data blocks of the front page, for the latest season of the data. */
export function HomeDashboard({ home }: { home: Home }) {
  const { season, standings, results, leaders, countdown } = home
  // Imported data can run past the seasons the record pages take; such a season gets no links.
  const linked = isKnownSeason(season)
  const standingsHref = linked ? `/records/season/standings/${season}` : null
  return (
    <div className="space-y-10">
      {standings && (
        <HomeSection id="standings" title={`${season}年 順位表`} more={standingsHref ? { href: standingsHref, label: '順位表の詳細' } : undefined}>
          <p className="text-xs text-slate-500">{formatJapaneseDate(standings.as_of)}終了時点</p>
          <div className="grid gap-4 lg:grid-cols-2">
            <CompactStandings league="central" rows={standings.central_league} href={standingsHref && `${standingsHref}/central`} />
            <CompactStandings league="pacific" rows={standings.pacific_league} href={standingsHref && `${standingsHref}/pacific`} />
          </div>
        </HomeSection>
      )}
      {results && (
        <HomeSection id="results" title={`最新の試合結果（${formatJapaneseDate(results.date)}）`} more={{ href: '/game-results', label: '試合結果一覧' }}>
          <LatestResults games={results.games} />
        </HomeSection>
      )}
      {leaders && (
        <HomeSection
          id="leaders"
          title={`${season}年 個人成績トップ5`}
          more={linked ? { href: `/records/season/players/batting/${season}`, label: '個人成績の一覧' } : undefined}
        >
          <LeaderBoards leaders={leaders} />
        </HomeSection>
      )}
      {countdown && (
        <HomeSection id="countdown" title="記録達成カウントダウン" more={{ href: '/records/career/countdown', label: 'カウントダウンの一覧' }}>
          <p className="text-xs text-slate-500">
            データ収録期間内（{countdown.seasons[0]}〜{season}年）の通算で、
            {countdown.in_window ? '節目の記録まで残り25%以内の現役選手' : '残り25%以内の現役選手はいないため、各記録に最も近い現役選手'}
          </p>
          <CountdownHighlights highlights={countdown.highlights} season={season} />
        </HomeSection>
      )}
    </div>
  )
}
