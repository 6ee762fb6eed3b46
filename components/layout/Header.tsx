import Link from 'next/link'
import { SITE_NAME } from '@/lib/site'
import { DesktopMenu } from './DesktopMenu'
import { MobileDrawer } from './MobileDrawer'

export function Header() {
  return (
    <header className="sticky top-0 z-30 h-16 bg-brand shadow">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4">
        <Link href="/" className="flex items-center gap-2 text-lg font-bold tracking-tight text-white">
          <span aria-hidden className="inline-block h-6 w-6 rounded-full border-2 border-white bg-white/10" />
          {SITE_NAME}
        </Link>
        <DesktopMenu />
        <MobileDrawer />
      </div>
    </header>
  )
}
