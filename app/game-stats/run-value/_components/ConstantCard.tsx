import type { ReactNode } from 'react'
import { GlossaryLink } from '@/components/glossary/GlossaryLink'
import type { GlossaryRef } from '@/lib/domain/glossary/glossary'

export type ConstantLine = { label: string; value: string; glossary?: GlossaryRef; note?: string }

/** A titled card of a season's constants: label and value per line, a short note under each where it needs one. */
export function ConstantCard({ id, title, lines, children }: { id: string; title: string; lines: readonly ConstantLine[]; children?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 id={id} className="mb-2 text-base font-semibold text-slate-900">{title}</h3>
      <dl className="divide-y divide-slate-100 text-sm">
        {lines.map((line) => (
          <div key={line.label} className="py-1.5">
            <div className="flex items-baseline justify-between gap-3">
              <dt className="text-slate-600">
                {line.label}
                {line.glossary ? <GlossaryLink statKey={line.glossary.key} {...(line.glossary.side ? { side: line.glossary.side } : {})} className="ml-1" /> : null}
              </dt>
              <dd className="font-semibold tabular-nums text-slate-900">{line.value}</dd>
            </div>
            {line.note ? <p className="mt-0.5 text-xs leading-relaxed text-slate-500">{line.note}</p> : null}
          </div>
        ))}
      </dl>
      {children}
    </section>
  )
}
