import { LinkTabs } from '@/components/ui/LinkTabs'
import type { RecordType } from '@/lib/schemas/career'

/** 打撃 / 投手 tabs of a records family whose two pages are `${basePath}/batting` and `/pitching`. */
export function RecordTypeTabs({ basePath, current }: { basePath: string; current: RecordType }) {
  const tabs = [
    { href: `${basePath}/batting`, label: '打撃' },
    { href: `${basePath}/pitching`, label: '投手' },
  ]
  return <LinkTabs label="打撃・投手の切り替え" tabs={tabs} activeHref={`${basePath}/${current}`} />
}
