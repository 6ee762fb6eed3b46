import { TEAM_BY_CODE, TEAMS, type TeamCode } from '@/lib/domain/teams/teams'
import { LEAGUE_NAMES } from '@/lib/domain/teams/team-codes'
import { NEUTRAL_PARK, SCORE_STREAMING_PATH, STREAM_SPEEDS, streamPageHref, type StreamQuery } from '@/lib/domain/simulation/streaming/stream-query'
import { NEUTRAL_VENUE } from '@/lib/domain/simulation/streaming/stream-game'
import { SEED_MAX, SEED_MIN } from '@/lib/domain/simulation/tools/seed'
import { PageLink } from '@/components/navigation/PageLink'
import type { StreamPlayer } from '@/lib/schemas/simulation-score-streaming'
import { SPEED_LABELS } from './labels'

type Props = { query: StreamQuery; latest: number; rotations: { away: StreamPlayer[]; home: StreamPlayer[] } | null }

const LABEL = 'mb-1 block text-xs font-semibold text-slate-600'
const FIELD = 'min-h-11 w-full rounded border border-slate-300 bg-white px-2 text-sm sm:min-h-9'

function ClubSelect({ name, label, value }: { name: 'away' | 'home'; label: string; value: TeamCode }) {
  return (
    <div>
      <label htmlFor={`stream-${name}`} className={LABEL}>{label}</label>
      <select id={`stream-${name}`} name={name} defaultValue={value} className={FIELD}>
        {(['central', 'pacific'] as const).map((league) => (
          <optgroup key={league} label={LEAGUE_NAMES[league]}>
            {TEAMS.filter((team) => team.league === league).map((team) => (
              <option key={team.id} value={team.id}>{team.shortName}</option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  )
}

function StarterSelect({ name, label, value, rotation }: { name: 'awayStarter' | 'homeStarter'; label: string; value: string | null; rotation: StreamPlayer[] }) {
  return (
    <div>
      <label htmlFor={`stream-${name}`} className={LABEL}>{label}</label>
      {/* The empty choice is dropped from the address (proxy.ts), leaving the club's first starter. */}
      <select id={`stream-${name}`} name={name} defaultValue={value ?? ''} className={FIELD}>
        <option value="">最多先発の投手</option>
        {rotation.map((pitcher) => (
          <option key={pitcher.id} value={pitcher.id}>{pitcher.name}</option>
        ))}
      </select>
    </div>
  )
}

/**
 * The game's conditions as a plain GET form: it works without script, and its answer is this
 * page for the new address. The park's and starters' empty choices mean "the home club's park"
 * and "the rotation's first", so a changed club never keeps the old club's park or pitcher.
 */
export function StreamForm({ query, latest, rotations }: Props) {
  const parkValue = query.park === query.home ? '' : query.park
  return (
    <section aria-labelledby="conditions" className="space-y-3">
      <h2 id="conditions" className="text-lg font-bold text-slate-900">試合の条件</h2>
      <form action={SCORE_STREAMING_PATH} method="get" aria-label="試合の条件" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
        {query.season !== latest ? <input type="hidden" name="season" value={query.season} /> : null}
        <ClubSelect name="away" label="ビジター（先攻）" value={query.away} />
        <ClubSelect name="home" label="ホーム（後攻）" value={query.home} />
        <div>
          <label htmlFor="stream-park" className={LABEL}>球場</label>
          <select id="stream-park" name="park" defaultValue={parkValue} className={FIELD}>
            <option value="">ホーム球団の本拠地</option>
            {TEAMS.map((team) => (
              <option key={team.id} value={team.id}>{`${team.homeStadium}（${team.shortName}）`}</option>
            ))}
            <option value={NEUTRAL_PARK}>{NEUTRAL_VENUE}</option>
          </select>
        </div>
        <div>
          <label htmlFor="stream-seed" className={LABEL}>シード</label>
          <input id="stream-seed" name="seed" type="number" inputMode="numeric" min={SEED_MIN} max={SEED_MAX} step={1} defaultValue={query.seed} className={`${FIELD} tabular-nums`} />
        </div>
        {rotations ? <StarterSelect name="awayStarter" label={`${TEAM_BY_CODE[query.away].shortName}の先発`} value={query.awayStarter} rotation={rotations.away} /> : null}
        {rotations ? <StarterSelect name="homeStarter" label={`${TEAM_BY_CODE[query.home].shortName}の先発`} value={query.homeStarter} rotation={rotations.home} /> : null}
        <div>
          <label htmlFor="stream-speed" className={LABEL}>再生速度</label>
          <select id="stream-speed" name="speed" defaultValue={query.speed} className={FIELD}>
            {STREAM_SPEEDS.map((speed) => (
              <option key={speed} value={speed}>{SPEED_LABELS[speed]}</option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <button type="submit" className="min-h-11 rounded bg-brand px-4 text-sm font-bold text-white hover:opacity-90 sm:min-h-9">この条件で準備</button>
          <PageLink href={streamPageHref({ ...query, seed: query.seed >= SEED_MAX ? SEED_MIN : query.seed + 1 }, latest)} className="tap-link text-sm">
            次のシード
          </PageLink>
        </div>
      </form>
    </section>
  )
}
