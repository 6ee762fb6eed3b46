import { LinkTabs } from '@/components/ui/LinkTabs'
import { BUBBLE_PATHS, type BubblePage } from './bubble-href'

/** The four charts, each its own address: players' and clubs', batting and pitching. */
export function BubbleScopeTabs({ page }: { page: BubblePage }) {
  return (
    <LinkTabs
      label="バブルチャートの種類"
      activeHref={BUBBLE_PATHS[page.scope][page.side]}
      tabs={[
        { href: BUBBLE_PATHS.players.batting, label: '選手・打撃' },
        { href: BUBBLE_PATHS.players.pitching, label: '選手・投手' },
        { href: BUBBLE_PATHS.teams.batting, label: '球団・打撃' },
        { href: BUBBLE_PATHS.teams.pitching, label: '球団・投手' },
      ]}
    />
  )
}
