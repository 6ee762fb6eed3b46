/**
 * Dense lists of links (a table's player and club cells, a lineup grid's 1,500 names, season pills,
 * sort headers) are plain anchors rather than `next/link`: each Link is a client component that
 * hydrates, registers with an IntersectionObserver and may prefetch. One click listener
 * (ClientNavigation) hands a plain left click on a same-origin page link to the router, so the visit
 * stays a client-side navigation; everything else is left to the browser.
 */

/** The attribute of an anchor that keeps the scroll position (a filter pill, a sort header), as Link's `scroll={false}`. */
export const KEEP_SCROLL_ATTRIBUTE = 'data-keep-scroll'

export type ClickFacts = { defaultPrevented: boolean; button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }
export type AnchorFacts = { href: string; target: string; download: boolean; keepScroll: boolean }
export type Navigation = { href: string; scroll: boolean }

/** A primary-button click without a modifier: the one a page may take over (the others open tabs, windows, downloads). */
export const isPlainClick = (click: Omit<ClickFacts, 'defaultPrevented'>) => click.button === 0 && !(click.metaKey || click.ctrlKey || click.shiftKey || click.altKey)

/** A file or an API answer (a CSV, the sitemap, an image), not a page the router can draw. */
const isFile = (pathname: string) => pathname.startsWith('/api/') || /\.[^/]+$/.test(pathname)

/**
 * The router navigation a click on an anchor stands for, or null when the browser should handle
 * it: a click a handler already took (next/link's own), a modified or non-primary click (new tab,
 * new window, download), a target other than the page itself, another origin, a file, a jump within
 * the page, or the page's own URL (a link that reloads it from the server).
 */
export function clientNavigation(click: ClickFacts, anchor: AnchorFacts, location: { href: string }): Navigation | null {
  if (click.defaultPrevented || !isPlainClick(click)) return null
  if ((anchor.target !== '' && anchor.target !== '_self') || anchor.download) return null
  const here = new URL(location.href)
  const there = new URL(anchor.href, here)
  if (there.origin !== here.origin || isFile(there.pathname)) return null
  if (there.pathname === here.pathname && there.search === here.search) return null
  return { href: `${there.pathname}${there.search}${there.hash}`, scroll: !anchor.keepScroll }
}
