import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { positionLabel } from '@/lib/domain/format/position-label'
import { seasonAge } from '@/lib/domain/players/age'
import { draftLabel, handsLabel, japaneseDate, schoolPath } from '@/lib/domain/players/profile-facts'
import { TEAM_COLORS } from '@/lib/domain/teams/colors'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import type { PlayerProfile } from '@/lib/schemas/player-profile'
import type { PageDescriptor } from '@/lib/seo/metadata'

type Props = { page: PageDescriptor; profile: PlayerProfile; season: number; simulated: boolean }

/** Who he is, for the chosen season: club and number, hands, body, birth and age, schools, draft. */
export function PlayerHeader({ page, profile, season, simulated }: Props) {
  const line = profile.seasons.find((row) => row.season === season)
  const age = seasonAge(profile.birth_date, season)
  const born = japaneseDate(profile.birth_date)
  const facts: [string, string | null][] = [
    ['ポジション', positionLabel(line?.position ?? profile.primary_position)],
    ['投打', handsLabel(profile.bats, profile.throws)],
    ['生年月日', born && `${born}${age === null ? '' : `（${season}年4月1日時点 ${age}歳）`}`],
    ['身長/体重', profile.height_cm && profile.weight_kg ? `${profile.height_cm}cm / ${profile.weight_kg}kg` : null],
    ['出身地', profile.hometown],
    ['経歴', schoolPath(profile.schools)],
    ['ドラフト', profile.draft && draftLabel(profile.draft)],
    ['初出場', profile.debut_season === null ? null : `${profile.debut_season}年`],
  ]
  // The simulated league knows every fact ('-' is a real blank, such as no draft); npb.jp's game files
  // hold few of them, and a real page says which it lacks instead of a row of dashes.
  const shown = simulated ? facts : facts.filter(([, value]) => value !== null)
  const missing = simulated ? [] : facts.filter(([, value]) => value === null).map(([label]) => label)
  const team = line?.team ?? null
  return (
    <header className="mb-5 space-y-3">
      <Breadcrumbs crumbs={page.crumbs ?? []} current={page.title} />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {team && (
          <span className="rounded px-2 py-1 text-sm font-semibold" style={{ backgroundColor: TEAM_COLORS[team].home.background, color: TEAM_COLORS[team].home.text }}>
            {TEAM_BY_CODE[team].shortName}
            {line?.number !== null && line?.number !== undefined ? ` #${line.number}` : ''}
          </span>
        )}
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{profile.name}</h1>
        {simulated && <span className="rounded border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">架空の選手</span>}
      </div>
      <p className="text-sm text-slate-600">
        {[profile.kana, profile.romaji].filter(Boolean).join(' / ')}
      </p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {shown.map(([label, value]) => (
          <div key={label} className="flex gap-2">
            <dt className="w-20 shrink-0 text-slate-500">{label}</dt>
            <dd className="text-slate-900">{value ?? '-'}</dd>
          </div>
        ))}
      </dl>
      {missing.length > 0 && <p className="text-xs text-slate-500">{missing.join('・')}は、取り込んだ試合データ（npb.jp）に記録がないため表示していません。</p>}
    </header>
  )
}
