'use client'

import { usePathname } from 'next/navigation'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { findCurrentHref, listMenuLinks } from '@/lib/navigation'

const DrawerPanel = lazy(() => import('./DrawerPanel').then((module) => ({ default: module.DrawerPanel })))

const ALL_LINKS = listMenuLinks()

/** Keyed by path so the drawer closes on every route change. */
export function MobileDrawer() {
  const pathname = usePathname()
  return <Drawer key={pathname} currentHref={findCurrentHref(pathname, ALL_LINKS)} />
}

/** The drawer for a known current page; without one (the prerendered shell) nothing is marked current. */
export function Drawer({ currentHref }: { currentHref: string | null }) {
  const [open, setOpen] = useState(false)
  const toggleButton = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const previousOverflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
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
        role="dialog"
        aria-modal="true"
        aria-label="サイトメニュー"
        hidden={!open}
        className="fixed bottom-0 right-0 top-16 z-50 w-[280px] overflow-y-auto bg-white shadow-xl"
      >
        {/* The search and the links load and are built only once the drawer opens: every page's HTML and first-load script stay small. */}
        {open ? (
          <Suspense fallback={<p className="p-4 text-sm text-slate-500">読み込み中…</p>}>
            <DrawerPanel currentHref={currentHref} />
          </Suspense>
        ) : null}
      </div>
    </div>
  )
}
