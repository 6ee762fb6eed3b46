'use client'

import Link from 'next/link'

type Props = { href: string; label: string; current: boolean; className: string }

/** A menu entry: a link that tells assistive technology when it is the page being shown. */
export function MenuHref({ href, label, current, className }: Props) {
  return (
    <Link href={href} aria-current={current ? 'page' : undefined} className={className}>
      {label}
    </Link>
  )
}
