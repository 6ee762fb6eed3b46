import { LinkTabs } from '@/components/ui/LinkTabs'
import { PillLinks } from '@/components/ui/PillLinks'
import { playerViewHref, playerViewTabs, sideOfView } from '@/lib/domain/players/player-views'
import type { PlayerProfile } from '@/lib/schemas/player-profile'

/** `tab`: the analysis tab open now, which the season pills keep. */
type Props = { profile: PlayerProfile; segment: string; season: number; tab?: string }

/** The views he has (tabs) and the seasons he has lines of this view's side in (pills), each a link. */
export function PlayerNav({ profile, segment, season, tab }: Props) {
  const side = sideOfView(segment)
  const sides = { batting: profile.seasons.some((row) => row.batting), pitching: profile.seasons.some((row) => row.pitching) }
  // The seasons of this view's side; a player without any (a pitcher's batting view) gets all of his.
  const ofSide = profile.seasons.filter((row) => row[side])
  const seasons = (ofSide.length > 0 ? ofSide : profile.seasons).map((row) => row.season)
  return (
    <div className="mb-4 space-y-2">
      <LinkTabs label="成績の種類" activeHref={playerViewHref(profile.id, segment, season)} tabs={playerViewTabs(profile.id, season, sides, profile.primary_position === 'P')} />
      <PillLinks
        label="年度"
        scroll
        pills={[...seasons].reverse().map((year) => ({ href: playerViewHref(profile.id, segment, year, tab), label: `${year}年`, active: year === season }))}
      />
    </div>
  )
}
