import type { ReactNode } from 'react'
import { GlossaryLink } from '@/components/glossary/GlossaryLink'
import { glossaryHref, type GlossaryRef } from '@/lib/domain/glossary/glossary'
import type { Align } from './table-layout'

const JUSTIFY = { left: 'justify-start', right: 'justify-end', center: 'justify-center' } as const

/** What a header cell holding a HeaderLabel drops: its vertical and right padding, which the label and the mark's box stand in for. */
export const CELL_WITH_MARK = 'py-0 pr-0'

/** The ? mark that links a column to its glossary entry, or null where the glossary has none. */
export function glossaryMark(glossary: GlossaryRef | undefined): ReactNode {
  if (!glossary || glossaryHref(glossary.key, glossary.side) === null) return null
  return <GlossaryLink statKey={glossary.key} side={glossary.side} place="header" />
}

/**
 * A header cell's label (text or a sort link) with the glossary mark beside it: two separate tap
 * targets, each as tall as the header row, which is 44 px on phones and 32 px from sm up.
 */
export function HeaderLabel({ align, mark, children }: { align: Align; mark: ReactNode; children: ReactNode }) {
  return (
    <div className={`head-label ${JUSTIFY[align]}`}>
      {children}
      {mark}
    </div>
  )
}
