import { PageLink } from '@/components/navigation/PageLink'
import { playerViewTabs, type PlayerSide } from '@/lib/domain/players/player-views'
import type { PlayerProfile } from '@/lib/schemas/player-profile'

type Props = { profile: PlayerProfile; side: PlayerSide; season: number }

/**
 * A view of the side he has no line on that season (a pitcher's batting, a season on the roster
 * without a game): say so and point at the other side's views when he played there.
 */
export function OtherSideNotice({ profile, side, season }: Props) {
  const other: PlayerSide = side === 'batting' ? 'pitching' : 'batting'
  const played = profile.seasons.find((row) => row.season === season)?.[other] ?? false
  const links = played ? playerViewTabs(profile.id, season, { batting: other === 'batting', pitching: other === 'pitching' }, other === 'pitching') : []
  return (
    <section aria-label="成績なし" className="rounded-lg border border-slate-200 bg-white p-5 text-sm text-slate-700">
      <p>
        {profile.name}は{season}年のレギュラーシーズンに{side === 'batting' ? '打席に立っていません' : '登板していません'}。
        {played ? `${other === 'pitching' ? '投手成績' : '打撃成績'}をご覧ください。` : 'ほかの年度は上の年度から選べます。'}
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-4">
        {links.map((link) => (
          <li key={link.href}>
            <PageLink href={link.href} className="inline-flex min-h-11 items-center text-brand underline sm:min-h-0">
              {link.label}
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
