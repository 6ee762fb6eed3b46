'use client'

import Link from 'next/link'
import { SoonBadge } from '@/components/ui/SoonBadge'
import { useIsUpcoming } from './UpcomingLinks'

type Props = { href: string; label: string; current: boolean; className: string }

/** A menu entry: a link, or — while its page is upcoming — its label marked 「近日公開」 and not a link. */
export function MenuHref({ href, label, current, className }: Props) {
  if (useIsUpcoming(href)) {
    return (
      <span className={`${className} cursor-default text-slate-400`} aria-disabled="true" data-upcoming="">
        <span>{label}</span>
        <SoonBadge />
      </span>
    )
  }
  return (
    <Link href={href} aria-current={current ? 'page' : undefined} className={className}>
      {label}
    </Link>
  )
}
