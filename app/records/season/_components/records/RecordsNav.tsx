import { LinkTabs } from '@/components/ui/LinkTabs'
import { LEAGUE_NAMES, type League } from '@/lib/domain/teams/teams'
import { PillLinks } from '@/components/ui/PillLinks'

type Scope = 'players' | 'teams'
type StatsType = 'batting' | 'pitching'
type Props = { scope: Scope; type: StatsType; season: number; league?: League; seasons: readonly number[] }

const PAGES: readonly { scope: Scope; type: StatsType; label: string }[] = [
  { scope: 'players', type: 'batting', label: '選手 打撃' },
  { scope: 'players', type: 'pitching', label: '選手 投手' },
  { scope: 'teams', type: 'batting', label: 'チーム 打撃' },
  { scope: 'teams', type: 'pitching', label: 'チーム 投手' },
]

const recordsPath = (scope: Scope, type: StatsType, season: number, league?: League) =>
  `/records/season/${scope}/${type}/${season}${league ? `/${league}` : ''}`

/** Which records (players or clubs, batting or pitching), which season and which league: each a plain link. */
export function RecordsNav({ scope, type, season, league, seasons }: Props) {
  const current = recordsPath(scope, type, season, league)
  return (
    <div className="mb-4 space-y-2">
      <LinkTabs
        label="成績の種類"
        activeHref={current}
        tabs={PAGES.map((page) => ({ href: recordsPath(page.scope, page.type, season, league), label: page.label }))}
      />
      <PillLinks
        label="リーグ"
        pills={[undefined, 'central' as const, 'pacific' as const].map((choice) => ({
          href: recordsPath(scope, type, season, choice),
          label: choice ? LEAGUE_NAMES[choice] : '両リーグ',
          active: choice === league,
        }))}
      />
      <PillLinks
        label="年度"
        scroll
        pills={seasons.map((year) => ({ href: recordsPath(scope, type, year, league), label: `${year}年`, active: year === season }))}
      />
    </div>
  )
}
