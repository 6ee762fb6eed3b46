import { FOOTER_GROUPS } from '@/lib/navigation'
import { SITE_NAME } from '@/lib/site'
import { FooterLinks, type SentFooterGroup } from './FooterLinks'

const SENT_GROUPS: SentFooterGroup[] = FOOTER_GROUPS.map((group) => [group.label, group.links.map((link) => [link.label, link.href])])

/** `sourceNote` says where the numbers come from (the simulated league or imported npb.jp games). */
export function Footer({ year, sourceNote }: { year: number; sourceNote: string }) {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <p className="mb-6 text-base font-bold text-white">{SITE_NAME}</p>
        <FooterLinks groups={SENT_GROUPS} />
        <p className="mt-10 border-t border-slate-700 pt-6 text-xs text-slate-400">
          © {year} {SITE_NAME}. 掲載データは当サイトが試合記録から独自に集計したものです。
        </p>
        <p id="data-source" className="mt-2 scroll-mt-20 text-xs text-slate-400" data-testid="data-source">
          {sourceNote}
        </p>
      </div>
    </footer>
  )
}
