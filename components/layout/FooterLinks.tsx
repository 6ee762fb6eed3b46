'use client'

import { PageLink } from '@/components/navigation/PageLink'

/** A footer group as the server sends it: its label, then each link's label and href. */
export type SentFooterGroup = [label: string, links: [label: string, href: string][]]

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
            {links.map(([label, href]) => (
              <li key={href} className="tap-row">
                <PageLink href={href} className="tap flex items-center hover:text-white hover:underline">
                  {label}
                </PageLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
