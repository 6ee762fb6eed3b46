import { HeadToHeadMatrix } from '@/components/stats/standings/HeadToHeadMatrix'
import { PennantRaceNote } from '@/components/stats/standings/PennantRaceNote'
import { StandingsTable } from '@/components/stats/standings/StandingsTable'
import type { League } from '@/lib/domain/teams/teams'
import type { Standings } from '@/lib/schemas/standings'
import { leagueRace } from './league-race'
import { LeagueSection, SubHeading } from './LeagueSection'

type Props = { standings: Standings; leagues: readonly League[]; finished: boolean }

/** The table, the pennant race and the head-to-head matrix of each league shown, side by side on wide screens. */
export function StandingsView({ standings, leagues, finished }: Props) {
  return (
    <div className="space-y-10">
      <div className={leagues.length > 1 ? 'grid grid-cols-1 gap-10 xl:grid-cols-2' : ''}>
        {leagues.map((league) => {
          const rows = league === 'central' ? standings.central_league : standings.pacific_league
          const race = leagueRace(standings, league)
          return (
            <LeagueSection key={league} league={league}>
              <StandingsTable league={league} rows={rows} />
              {race && <PennantRaceNote race={race} finished={finished} />}
              <SubHeading>対戦成績</SubHeading>
              <HeadToHeadMatrix league={league} rows={rows} headToHead={league === 'central' ? standings.head_to_head_central : standings.head_to_head_pacific} />
            </LeagueSection>
          )
        })}
      </div>
      {standings.home_away === 'all' ? (
        <p className="text-xs leading-relaxed text-slate-500">
          優勝マジックは、首位球団があと何勝すれば、他球団が残り試合に全勝しても勝率で並ばれなくなるかを数えたものです（引き分けがあるため勝率で判定し、同率は未決定として扱います）。
        </p>
      ) : (
        <p className="text-xs leading-relaxed text-slate-500">
          {standings.home_away === 'home' ? 'ホーム' : 'ビジター'}
          ゲームだけの成績です。順位はこの成績の勝率によるもので、残り試合は全試合の数、優勝マジックは全試合の表示でのみ示します。
        </p>
      )}
    </div>
  )
}
