import { PageLink } from '@/components/navigation/PageLink'
import { GAME_MVP_TAB_LABELS } from '@/lib/route-labels'
import { GAME_MVP_TABS } from '@/lib/route-params'
import { mvpHref, type MvpTab } from './mvp-query'

/** 月間 / 日別 as links, the current one marked, and the way back to the results. */
export function MvpTabs({ current }: { current: MvpTab }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-x-4 border-b border-slate-200">
      <nav aria-label="MVPの集計期間">
        <ul className="flex gap-1">
          {GAME_MVP_TABS.map((tab) => (
            <li key={tab}>
              <PageLink href={mvpHref(tab)} {...(tab === current ? { 'aria-current': 'page' as const } : {})} className={tab === current ? 'tab-link tab-on' : 'tab-link tab-off'}>
                {GAME_MVP_TAB_LABELS[tab]}
              </PageLink>
            </li>
          ))}
        </ul>
      </nav>
      <PageLink href="/game-results" className="inline-flex min-h-11 items-center text-sm text-brand underline-offset-2 hover:underline">
        ← 試合結果
      </PageLink>
    </div>
  )
}
