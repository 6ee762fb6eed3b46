import { PageLink } from '@/components/navigation/PageLink'
import {
  BATTING_SIDE_LABELS, BATTING_SIDES, PLAYER_SORT_LABELS, PLAYER_SORTS, PLAYER_STATUS_LABELS, PLAYER_STATUSES, THROWING_HAND_LABELS, THROWING_HANDS,
} from '@/lib/domain/players/player-list-filters'
import { POSITION_GROUP_LABELS, POSITION_GROUPS } from '@/lib/domain/players/position-groups'
import { MAX_QUERY_LENGTH } from '@/lib/domain/search/search-query'
import { LEAGUE_NAMES, listTeamsByLeague } from '@/lib/domain/teams/teams'
import type { PlayersSearch } from '@/lib/schemas/players'
import { CompactGetForm } from './CompactGetForm'
import { FilterSelect } from './FilterSelect'

const ALL = { value: '', label: '全て' }
const options = <K extends string>(keys: readonly K[], labels: Readonly<Record<K, string>>) => keys.map((key) => ({ value: key, label: labels[key] }))
const CLUB_GROUPS = (['central', 'pacific'] as const).map((league) => ({
  label: LEAGUE_NAMES[league],
  options: listTeamsByLeague(league).map((team) => ({ value: team.id, label: team.shortName })),
}))

/** The page's search and filters in one plain GET form, so they work before (and without) any JavaScript. */
export function PlayerFilterForm({ search }: { search: PlayersSearch }) {
  return (
    // Keyed by the view, so a new one shows its own choices in the fields.
    <CompactGetForm key={JSON.stringify(search)} action="/players/list" prefetch={false} role="search" aria-label="選手の検索と絞り込み" className="mb-4 max-w-4xl">
      <div className="mb-3 flex max-w-xl gap-2">
        <label htmlFor="players-list-q" className="sr-only">
          選手名・球団名
        </label>
        <input
          id="players-list-q"
          name="q"
          type="search"
          defaultValue={search.q}
          maxLength={MAX_QUERY_LENGTH}
          enterKeyHint="search"
          placeholder="選手名・球団名"
          className="h-11 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
        />
        <button type="submit" className="h-11 shrink-0 rounded-md bg-brand px-5 text-sm font-semibold text-white hover:bg-brand-700">
          検索
        </button>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        <FilterSelect name="team" label="球団" value={search.team ?? ''} options={[{ value: '', label: '全球団' }]} groups={CLUB_GROUPS} />
        <FilterSelect name="pos" label="守備" value={search.pos ?? ''} options={[ALL, ...options(POSITION_GROUPS, POSITION_GROUP_LABELS)]} />
        <FilterSelect name="status" label="状態" value={search.status ?? 'all'} options={options(PLAYER_STATUSES, PLAYER_STATUS_LABELS)} />
        <FilterSelect name="throws" label="投" value={search.throws ?? ''} options={[ALL, ...options(THROWING_HANDS, THROWING_HAND_LABELS)]} />
        <FilterSelect name="bats" label="打" value={search.bats ?? ''} options={[ALL, ...options(BATTING_SIDES, BATTING_SIDE_LABELS)]} />
        <FilterSelect name="sort" label="並び順" value={search.sort ?? ''} options={[{ value: '', label: '標準' }, ...options(PLAYER_SORTS, PLAYER_SORT_LABELS)]} />
      </div>
      <div className="mt-3 flex items-center gap-4">
        <button type="submit" className="h-11 rounded-md border border-brand bg-white px-5 text-sm font-semibold text-brand hover:bg-brand-50">
          絞り込む
        </button>
        <PageLink href="/players/list" className="inline-flex min-h-11 items-center text-sm text-slate-600 underline-offset-2 hover:text-brand hover:underline">
          リセット
        </PageLink>
      </div>
    </CompactGetForm>
  )
}
