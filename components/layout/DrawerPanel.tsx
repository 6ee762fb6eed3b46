'use client'

import { useEffect, useRef, useState } from 'react'
import { SiteSearch } from '@/components/search/SiteSearch'
import { MAIN_MENU, groupContainsHref, isMenuParent, type MenuLink } from '@/lib/navigation'
import { MenuHref } from './MenuHref'

/** The opened drawer's search and menu, the current page's section expanded and its first control focused. */
export function DrawerPanel({ currentHref }: { currentHref: string | null }) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => {
    const active = MAIN_MENU.find((group) => groupContainsHref(group, currentHref))
    return new Set(active ? [active.id] : [])
  })
  const menu = useRef<HTMLElement>(null)
  useEffect(() => menu.current?.querySelector<HTMLElement>('button, a')?.focus(), [])

  const toggleSection = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  return (
    <>
      <div className="border-b border-slate-100 p-3">
        <SiteSearch variant="drawer" />
      </div>
      <nav ref={menu} aria-label="モバイルメニュー">
        <ul className="divide-y divide-slate-100">
          {MAIN_MENU.map((group) => {
            const isOpen = expanded.has(group.id)
            return (
              <li key={group.id}>
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={`drawer-${group.id}`}
                  onClick={() => toggleSection(group.id)}
                  className="flex w-full items-center justify-between px-4 py-3 text-left text-sm font-semibold text-slate-900"
                >
                  {group.label}
                  <span aria-hidden className={`text-xs text-slate-400 transition-transform ${isOpen ? 'rotate-180' : ''}`}>
                    ▼
                  </span>
                </button>
                <ul id={`drawer-${group.id}`} hidden={!isOpen} className="pb-2">
                  {group.items.map((item) =>
                    isMenuParent(item) ? (
                      <li key={item.label}>
                        <p className="px-6 pb-1 pt-2 text-xs font-medium text-slate-500">{item.label}</p>
                        <ul>
                          {item.children.map((child) => (
                            <DrawerLink key={child.href} link={child} currentHref={currentHref} indent />
                          ))}
                        </ul>
                      </li>
                    ) : (
                      <DrawerLink key={item.href} link={item} currentHref={currentHref} />
                    ),
                  )}
                </ul>
              </li>
            )
          })}
        </ul>
      </nav>
    </>
  )
}

function DrawerLink({ link, currentHref, indent = false }: { link: MenuLink; currentHref: string | null; indent?: boolean }) {
  const current = link.href === currentHref
  return (
    <li>
      <MenuHref
        href={link.href}
        label={link.label}
        current={current}
        className={`flex min-h-11 items-center py-2 pr-4 text-sm ${indent ? 'pl-9' : 'pl-6'} ${
          current ? 'bg-brand-50 font-semibold text-brand' : 'text-slate-700 hover:bg-slate-50'
        }`}
      />
    </li>
  )
}
