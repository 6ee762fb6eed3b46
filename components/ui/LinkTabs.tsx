import { PageLink } from '@/components/navigation/PageLink'

export type LinkTab = { href: string; label: string }

/** Tabs that are links: each tab has its own URL, so a tab can be shared and crawled. */
export function LinkTabs({ tabs, activeHref, label }: { tabs: readonly LinkTab[]; activeHref: string; label: string }) {
  return (
    <nav aria-label={label} className="mb-6 overflow-x-auto border-b border-slate-200">
      <ul className="flex min-w-max gap-1">
        {tabs.map((tab) => {
          const active = tab.href === activeHref
          return (
            <li key={tab.href}>
              <PageLink
                href={tab.href}
                aria-current={active ? 'page' : undefined}
                className={active ? 'tab-link tab-on' : 'tab-link tab-off'}
              >
                {tab.label}
              </PageLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
