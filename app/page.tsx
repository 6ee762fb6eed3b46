import type { Metadata } from 'next'
import { PagePending } from '@/components/layout/PagePending'
import { LinkCardGrid } from '@/components/ui/LinkCardGrid'
import { OG_IMAGE, SITE_DESCRIPTION, SITE_NAME } from '@/lib/site'

export const metadata: Metadata = {
  alternates: { canonical: '/' },
  openGraph: { url: '/', title: SITE_NAME, description: SITE_DESCRIPTION, images: [OG_IMAGE] },
}

const SECTIONS = [
  { href: '/records/season/standings/2025', title: '順位表', description: '2025年のセ・パ両リーグの順位・ゲーム差・対戦成績' },
  { href: '/records/season/players/batting/2025', title: 'シーズン成績', description: '選手・チームの打撃・投手成績とセイバーメトリクス' },
  { href: '/records/career/players/batting', title: '通算・歴代記録', description: '通算記録と1シーズンの歴代記録' },
  { href: '/game-results', title: '試合結果', description: 'スコア・一球ごとの経過・勝利確率の推移' },
  { href: '/game-stats/run-expectancy', title: '試合統計', description: '得点期待値・得点価値・パークファクター・勝利確率' },
  { href: '/analysis/re24/batting', title: '分析', description: 'RE24・WPA・LWTS・バブルチャート・ドラフト分析' },
  { href: '/players/list', title: '選手', description: '選手一覧と出身校・経歴検索' },
  { href: '/teams/info', title: 'チーム', description: '12球団の球団情報・スタメン・選手起用' },
  { href: '/simulation/championship', title: 'シミュレーション', description: '優勝確率・成長曲線・対戦シミュレーション' },
] as const

export default function HomePage() {
  return (
    <>
      <header className="mb-8 space-y-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{SITE_NAME}</h1>
        <p className="max-w-3xl text-sm leading-relaxed text-slate-600">{SITE_DESCRIPTION}</p>
      </header>
      <section aria-labelledby="sections-heading" className="mb-8">
        <h2 id="sections-heading" className="mb-3 text-lg font-semibold">
          コンテンツ
        </h2>
        <LinkCardGrid cards={SECTIONS} />
      </section>
      <PagePending />
    </>
  )
}
