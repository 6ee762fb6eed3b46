import { headers } from 'next/headers'
import { PageLink } from '@/components/navigation/PageLink'
import { MISSING_SEASON_HEADER } from '@/lib/data/http/player-route'
import { getPlayerProfile } from '@/lib/data/loaders/get-player-profile'
import { seasonsOfView } from '@/lib/domain/players/player-views'

/**
 * On the not-found page reached through a known player's season he has no page for (proxy.ts
 * says which path): the seasons he does have, as links to the same view.
 */
export async function MissingSeasonNotice() {
  const path = (await headers()).get(MISSING_SEASON_HEADER)
  const profile = path ? getPlayerProfile(path.split('/')[2] ?? '') : null
  if (!path || !profile) return null
  const links = seasonsOfView(path, profile.seasons)
  const season = path.split('/')[4]
  return (
    <section aria-label={`${profile.name}の成績がある年度`} className="w-full rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
      <p>
        {profile.name}の{season}年の成績はありません。
        {links.length > 0 ? '成績がある年度から選んでください。' : '成績がある年度はまだありません。'}
      </p>
      <ul className="mt-2 flex flex-wrap justify-center gap-2">
        {links.map((link) => (
          <li key={link.season}>
            <PageLink href={link.href} className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-3 hover:border-brand hover:text-brand sm:min-h-8">
              {link.season}年
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
