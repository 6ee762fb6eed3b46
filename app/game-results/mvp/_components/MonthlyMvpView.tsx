import { PageLink } from '@/components/navigation/PageLink'
import { PillLinks } from '@/components/ui/PillLinks'
import { japaneseMonth, monthNeighbours } from '@/lib/domain/games/mvp-month'
import { LEAGUE_NAMES, type League } from '@/lib/domain/teams/teams'
import type { MonthlyView } from './load-monthly-view'
import { MonthForm } from './MonthForm'
import { mvpHref } from './mvp-query'
import { Notice } from './Notice'
import { WpaLeaderTable } from './WpaLeaderTable'

const LINK = 'inline-flex min-h-11 items-center rounded border border-slate-300 bg-white px-3 text-sm text-slate-700 hover:border-brand hover:text-brand'
const LEAGUES: readonly League[] = ['central', 'pacific']

/** A month's WPA leaders per league: the month selector and its neighbours, a league filter, two top-10 tables per league. */
export function MonthlyMvpView({ view }: { view: MonthlyView }) {
  const { shown, leaders, months, league, asked } = view
  if (!shown || !leaders) return <Notice>公式戦の試合データがまだないため、月間MVPを表示できません。</Notice>
  const { previous, next } = monthNeighbours(shown.month, months)
  const season = Number(shown.month.slice(0, 4))
  const pills = [null, ...LEAGUES].map((value) => ({
    href: mvpHref('monthly', { month: shown.month, ...(value ? { league: value } : {}) }),
    label: value ? LEAGUE_NAMES[value] : '両リーグ',
    active: value === league,
  }))
  return (
    <div className="space-y-4">
      {shown.shift === 'nearest' && (
        <p className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {asked}には公式戦がないため、最も近い{japaneseMonth(shown.month)}を表示しています。
        </p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <MonthForm months={months} month={shown.month} league={league} />
        <nav aria-label="前後の月" className="flex gap-2">
          {previous && <PageLink href={mvpHref('monthly', { month: previous, ...(league ? { league } : {}) })} className={LINK}>← {japaneseMonth(previous)}</PageLink>}
          {next && <PageLink href={mvpHref('monthly', { month: next, ...(league ? { league } : {}) })} className={LINK}>{japaneseMonth(next)} →</PageLink>}
        </nav>
      </div>
      <PillLinks label="リーグ" pills={pills} />
      {leaders.leagues.filter((entry) => !league || entry.league === league).map((entry) => (
        <section key={entry.league} aria-labelledby={`mvp-${entry.league}`} className="space-y-3">
          <h2 id={`mvp-${entry.league}`} className="text-lg font-bold text-slate-900">{LEAGUE_NAMES[entry.league]} {japaneseMonth(shown.month)}</h2>
          <div className="grid gap-4 lg:grid-cols-2">
            {(['batter', 'pitcher'] as const).map((role) => (
              <div key={role} className="min-w-0 space-y-1">
                <h3 className="text-sm font-bold text-slate-700">{role === 'batter' ? '打者' : '投手'}</h3>
                <WpaLeaderTable
                  caption={`${LEAGUE_NAMES[entry.league]} ${japaneseMonth(shown.month)}の${role === 'batter' ? '打者' : '投手'} WPA上位`}
                  rows={role === 'batter' ? entry.batters : entry.pitchers}
                  role={role}
                  season={season}
                />
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  )
}
