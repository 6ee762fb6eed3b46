'use client'

import Link from 'next/link'
import { UpcomingLabel } from '@/components/ui/UpcomingLabel'

/** A footer group as the server sends it: its label, then each link's label, href and whether its page is still to come. */
export type SentFooterGroup = [label: string, links: [label: string, href: string, upcoming: boolean][]]

/**
 * The footer's link columns, drawn in the browser from compact groups. As server markup they sat
 * in every page's payload a second time, about 4 kB of element trees beside the HTML.
 */
export function FooterLinks({ groups }: { groups: SentFooterGroup[] }) {
  return (
    <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
      {groups.map(([group, links]) => (
        <section key={group} aria-labelledby={`footer-${group}`}>
          <h2 id={`footer-${group}`} className="mb-3 text-sm font-semibold text-white">
            {group}
          </h2>
          <ul className="text-sm sm:space-y-2">
            {links.map(([label, href, upcoming]) => (
              <li key={href} className="tap-row">
                {/* slate-400 on slate-900 is 6.8:1; the default slate-500 would be 3.7:1, under WCAG's 4.5:1. */}
                {upcoming ? (
                  <UpcomingLabel className="text-slate-400">{label}</UpcomingLabel>
                ) : (
                  <Link href={href} className="tap flex items-center hover:text-white hover:underline">
                    {label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
