import { cacheLife } from 'next/cache'
import { HomeSection } from '@/components/stats/home/HomeSection'
import { getTeamHome } from '@/lib/data/loaders/team/get-team-home'
import type { Team } from '@/lib/domain/teams/teams'
import { ClubHistory } from './ClubHistory'
import { LastGames } from './LastGames'
import { MonthRecords } from './MonthRecords'
import { SeasonPicker } from './SeasonPicker'
import { SeasonSummary } from './SeasonSummary'
import { TeamLeaders } from './TeamLeaders'
import { TeamRoster } from './TeamRoster'

/** A club without a game in the data (or no database yet): its facts stand alone. */
export function NoGameRecords({ team }: { team: Team }) {
  return <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">{`${team.shortName}の試合の記録はデータにありません。球団の基本情報のみ表示しています。`}</p>
}

/**
 * A season of the club that has games (the page checks first, so that no empty answer is kept)
 * and its history. Kept per club and season for the server's life, like the records pages: the
 * data only changes with a new database.
 */
export async function TeamHomeSections({ team, season }: { team: Team; season: number }) {
  'use cache'
  cacheLife('max')
  const home = getTeamHome(team.id, season)
  if (!home) return <NoGameRecords team={team} />
  const year = `${home.season}年`
  return (
    <>
      <SeasonPicker home={home} />
      <HomeSection id="season-summary" title={`${year}の成績`} more={{ href: `/records/season/standings/${home.season}`, label: `${year}の順位表` }}>
        <SeasonSummary home={home} league={team.league} />
      </HomeSection>
      <HomeSection id="last-games" title="直近10試合">
        <LastGames home={home} />
      </HomeSection>
      <HomeSection id="months" title={`${year}の月別成績`}>
        <MonthRecords home={home} />
      </HomeSection>
      <HomeSection id="leaders" title={`${year}のチーム内成績上位`}>
        <TeamLeaders home={home} />
      </HomeSection>
      <HomeSection id="roster" title={`${year}の選手一覧`}>
        <TeamRoster home={home} />
      </HomeSection>
      <HomeSection id="history" title="年度別成績">
        <ClubHistory history={home.history} />
      </HomeSection>
    </>
  )
}
