import Link from 'next/link'
import { Suspense } from 'react'
import { SiteSearch } from '@/components/search/SiteSearch'
import { SITE_NAME } from '@/lib/site'
import { DesktopMenu } from './DesktopMenu'
import { Drawer, MobileDrawer } from './MobileDrawer'

export function Header() {
  return (
    <header className="sticky top-0 z-30 h-16 bg-brand shadow">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4">
        <Link href="/" className="flex items-center gap-2 self-stretch text-lg font-bold tracking-tight text-white">
          <svg aria-hidden width="26" height="26" viewBox="0 0 64 64">
            <circle cx="32" cy="32" r="29" fill="#fff" />
            <path d="M15 12c8 9 8 31 0 40M49 12c-8 9-8 31 0 40" fill="none" stroke="#dc2626" strokeWidth="3.5" strokeDasharray="4 3" />
          </svg>
          {SITE_NAME}
        </Link>
        {/*
          The menus mark the current page from the URL, which a prerendered shell does not know yet.
          The desktop bar waits as an empty box of its size (its 3 kB of links would otherwise be sent
          twice, since the marked bar follows in the same response); the phone's menu button is there from the start.
        */}
        <Suspense
          fallback={
            <>
              <nav aria-label="メインメニュー" className="hidden h-full xl:block" />
              <Drawer currentHref={null} />
            </>
          }
        >
          <DesktopMenu />
          <MobileDrawer />
        </Suspense>
        <div className="hidden xl:block">
          <SiteSearch variant="header" />
        </div>
      </div>
    </header>
  )
}
