import { GlossaryLink } from '@/components/glossary/GlossaryLink'
import { RecordsNotice } from '@/components/stats/leaderboards/RecordsNotice'
import { PLAY_FILTER_CAPTIONS, playFilterOptions } from '@/lib/domain/analysis/play-filter-labels'
import { TEAMS } from '@/lib/domain/teams/teams'
import type { PlayFinder } from '@/lib/schemas/play-finder'
import type { FinderPlayer } from '@/lib/schemas/situational'
import { FinderForm } from './FinderForm'
import { FinderRefiner } from './FinderRefiner'
import { FinderResults } from './FinderResults'
import type { SituationalView } from './resolve-situational-view'
import { finderSearchKey } from './finder-search-key'
import type { SearchParams } from './situational-query'

type Props = { view: SituationalView; data: PlayFinder | null; players: readonly FinderPlayer[]; params: SearchParams }

/** The play finder: the form, then its results for the URL (refined in the browser when the form changes it). */
export function FinderSection({ view, data, players, params }: Props) {
  const clubs = TEAMS.filter((team) => view.query.league === 'npb' || team.league === view.query.league).map(({ id, shortName }) => ({ id, shortName }))
  const span = [view.seasons[view.seasons.length - 1] ?? view.season, view.seasons[0] ?? view.season] as const
  return (
    <section aria-labelledby="finder" className="space-y-3">
      <h2 id="finder" className="text-lg font-bold text-slate-900">打席検索</h2>
      <p className="max-w-3xl text-sm leading-relaxed text-slate-600">
        走者・アウト・イニング・点差・カウント・代打・初球・左右・球団・選手・月・結果を組み合わせて、条件に当てはまる打席を1つずつ探せます（例：満塁・二死・代打）。合計の成績と
        <GlossaryLink statKey="re24">RE24</GlossaryLink>・<GlossaryLink statKey="wpa">WPA</GlossaryLink>・<GlossaryLink statKey="li">LI</GlossaryLink>
        も出します。
      </p>
      <FinderForm
        side={view.side}
        path={view.path}
        season={view.season}
        span={span}
        clubs={clubs}
        players={players.map((player) => [player.id, player.name, player.team] as const)}
        vocabulary={{ captions: PLAY_FILTER_CAPTIONS, options: playFilterOptions(view.side) }}
      />
      {data ? (
        <FinderRefiner side={view.side} season={view.season} path={view.path} serverKey={finderSearchKey(params)}>
          <FinderResults data={data} path={view.path} query={view.query} />
        </FinderRefiner>
      ) : (
        <RecordsNotice>{`${view.season}年は打席の記録がないため、打席を検索できません。`}</RecordsNotice>
      )}
    </section>
  )
}
