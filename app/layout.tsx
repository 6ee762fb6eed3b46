import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import './globals.css'
import { Analytics } from '@/components/analytics/Analytics'
import { HealthMonitor } from '@/components/health/HealthMonitor'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { SimulatedDataNotice } from '@/components/layout/SimulatedDataNotice'
import { ClientNavigation } from '@/components/navigation/ClientNavigation'
import { currentYear } from '@/lib/current-year'
import { dataSourceNote, getDataSource, isSimulated } from '@/lib/data/loaders/get-data-source'
import { OG_IMAGE, SITE_DESCRIPTION, SITE_NAME, SITE_URL } from '@/lib/site'

export const metadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  title: { default: `${SITE_NAME} — NPBの成績・記録・セイバーメトリクス`, template: `%s | ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
  applicationName: SITE_NAME,
  openGraph: { type: 'website', siteName: SITE_NAME, locale: 'ja_JP', images: [OG_IMAGE] },
  twitter: { card: 'summary_large_image', images: [OG_IMAGE.url] },
}

export const viewport: Viewport = {
  themeColor: '#0b2f5b',
  width: 'device-width',
  initialScale: 1,
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ja">
      <body className="flex min-h-screen flex-col bg-slate-50 font-sans text-slate-900 antialiased">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2">
          本文へスキップ
        </a>
        <Header />
        <SimulatedDataNotice simulated={isSimulated(getDataSource())} />
        <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
          {children}
        </main>
        <Footer year={await currentYear()} sourceNote={dataSourceNote(getDataSource())} />
        {/* One health checker for the whole visit: it starts with the app and stops with it. */}
        <HealthMonitor />
        <ClientNavigation />
        <Analytics />
      </body>
    </html>
  )
}
