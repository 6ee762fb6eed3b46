import { PageLink } from '@/components/navigation/PageLink'
import type { ReactNode } from 'react'
import { glossaryHref } from '@/lib/domain/glossary/glossary'

/** A term in running text linked to its glossary entry; plain text if the glossary does not know the key. */
export function TermLink({ statKey, children }: { statKey: string; children: ReactNode }) {
  const href = glossaryHref(statKey)
  return href ? (
    <PageLink href={href} className="text-brand underline underline-offset-2">
      {children}
    </PageLink>
  ) : (
    <>{children}</>
  )
}
