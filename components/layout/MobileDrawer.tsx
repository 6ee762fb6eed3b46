'use client'

import { MenuHref } from './MenuHref'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { SiteSearch } from '@/components/search/SiteSearch'
import { MAIN_MENU, findCurrentHref, groupContainsHref, isMenuParent, listMenuLinks, type MenuLink } from '@/lib/navigation'

const ALL_LINKS = listMenuLinks()

/** Keyed by path so the drawer closes on every route change. */
export function MobileDrawer() {
  const pathname = usePathname()
  return <Drawer key={pathname} currentHref={findCurrentHref(pathname, ALL_LINKS)} />
}

/** The drawer for a known current page; without one (the prerendered shell) nothing is marked current. */
export function Drawer({ currentHref }: { currentHref: string | null }) {
  const [open, setOpen] = useState(false)
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => {
    const active = MAIN_MENU.find((group) => groupContainsHref(group, currentHref))
    return new Set(active ? [active.id] : [])
  })
  const toggleButton = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const previousOverflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    panel.current?.querySelector<HTMLElement>('nav button, nav a')?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggleButton.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.body.style.overflow = previousOverflow
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  const toggleSection = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  return (
    <div className="xl:hidden">
      <button
        ref={toggleButton}
        type="button"
        aria-label={open ? 'メニューを閉じる' : 'メニューを開く'}
        aria-expanded={open}
        aria-controls="mobile-drawer"
        onClick={() => setOpen((value) => !value)}
        className="flex h-11 w-11 items-center justify-center rounded text-white hover:bg-white/10"
      >
        <svg aria-hidden width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 6h16M4 12h16M4 18h16'} />
        </svg>
      </button>
      {open && <div aria-hidden className="fixed inset-0 top-16 z-40 bg-black/40" onClick={() => setOpen(false)} />}
      <div
        id="mobile-drawer"
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label="サイトメニュー"
        hidden={!open}
        className="fixed bottom-0 right-0 top-16 z-50 w-[280px] overflow-y-auto bg-white shadow-xl"
      >
        {open && (
          <div className="border-b border-slate-100 p-3">
            <SiteSearch variant="drawer" />
          </div>
        )}
        {/* The links are built only once the drawer opens: every page's HTML stays small. */}
        {open && (
        <nav aria-label="モバイルメニュー">
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
        )}
      </div>
    </div>
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
