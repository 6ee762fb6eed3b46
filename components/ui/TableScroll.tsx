'use client'

import { useEffect, useRef, type ReactNode } from 'react'

type Props = {
  children: ReactNode
  /** Hug the table's width (a table of fixed narrow columns) instead of filling the line. */
  fit?: boolean
  /** `false` inside a card that draws the border already. */
  framed?: boolean
}

/**
 * The box a table scrolls in: sideways when its columns are wider than the screen, and down inside
 * a box no taller than the screen, which is what lets the sticky header row stay in view (a sticky
 * cell sticks to its nearest scrolling box, and a sideways-scrolling box scrolls both ways). While
 * columns are hidden past the right edge, a gradient and 「→ 横にスクロール」 say so.
 */
export function TableScroll({ children, fit = false, framed = true }: Props) {
  const frame = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const wrapper = frame.current
    const box = wrapper?.firstElementChild
    if (!wrapper || !(box instanceof HTMLElement)) return
    // An attribute, not state: scrolling re-renders nothing, and CSS shows the cue from it.
    const update = () => {
      wrapper.dataset.overflow = String(box.scrollLeft + box.clientWidth < box.scrollWidth - 1)
    }
    update()
    box.addEventListener('scroll', update, { passive: true })
    // The table's width changes with web fonts loading and with the window. Without a
    // ResizeObserver (an old browser) the cue is measured on mount and on scroll only.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null
    observer?.observe(box)
    if (box.firstElementChild) observer?.observe(box.firstElementChild)
    return () => {
      box.removeEventListener('scroll', update)
      observer?.disconnect()
    }
  }, [])
  return (
    <div ref={frame} className={`group/table relative ${fit ? 'w-fit max-w-full' : ''}`}>
      <div
        data-table-scroll
        className={framed ? 'scroll-box rounded-lg border border-slate-200' : 'scroll-box'}
      >
        {children}
      </div>
      <div
        aria-hidden
        className="scroll-fade"
      />
      <span
        aria-hidden
        className="scroll-cue"
      >
        → 横にスクロール
      </span>
    </div>
  )
}
