import { SiteLink } from '@/components/ui/SiteLink'
import { FOOTER_GROUPS } from '@/lib/navigation'
import { SITE_NAME } from '@/lib/site'

/** `sourceNote` says where the numbers come from (the simulated league or imported npb.jp games). */
export function Footer({ year, sourceNote }: { year: number; sourceNote: string }) {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <p className="mb-6 text-base font-bold text-white">{SITE_NAME}</p>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {FOOTER_GROUPS.map((group) => (
            <section key={group.label} aria-labelledby={`footer-${group.label}`}>
              <h2 id={`footer-${group.label}`} className="mb-3 text-sm font-semibold text-white">
                {group.label}
              </h2>
              <ul className="text-sm sm:space-y-2">
                {group.links.map((link) => (
                  <li key={link.href} className="tap-row">
                    {/* slate-400 on slate-900 is 6.8:1; the default slate-500 would be 3.7:1, under WCAG's 4.5:1. */}
                    <SiteLink href={link.href} className="tap flex items-center hover:text-white hover:underline" mutedClassName="text-slate-400">
                      {link.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
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
