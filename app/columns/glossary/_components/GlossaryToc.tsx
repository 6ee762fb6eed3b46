import { GLOSSARY_GROUP_LABELS, type GlossaryEntry, type GlossaryGroup } from '@/lib/domain/glossary/glossary-entry'

type Groups = ReadonlyArray<{ group: GlossaryGroup; entries: readonly GlossaryEntry[] }>

const tocLabel = (entry: GlossaryEntry) => (entry.abbr && entry.abbr !== entry.name && entry.abbr.length <= 5 ? `${entry.name}（${entry.abbr}）` : entry.name)

/**
 * On phones: one folded list per group, each term a 44 px chip, so the contents cost four lines
 * until opened. From lg up: every term in a sticky side column beside the entries.
 */
export function GlossaryToc({ groups }: { groups: Groups }) {
  return (
    <>
      <nav id="toc" aria-label="用語集の目次" className="mb-6 scroll-mt-20 rounded-lg border border-slate-200 bg-white lg:hidden">
        <p className="border-b border-slate-100 px-4 py-2 text-sm font-semibold text-slate-700">目次</p>
        {groups.map(({ group, entries }) => (
          <details key={group} className="group border-b border-slate-100 last:border-b-0">
            <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 text-sm font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
              <span aria-hidden="true" className="text-xs text-slate-400 group-open:rotate-90 motion-safe:transition-transform">
                ▶
              </span>
              <span className="flex-1">{GLOSSARY_GROUP_LABELS[group]}</span>
              <span className="text-xs text-slate-500">{entries.length}語</span>
            </summary>
            <ul className="flex flex-wrap gap-1.5 px-3 pb-3">
              {entries.map((entry) => (
                <li key={entry.anchor}>
                  <a href={`#${entry.anchor}`} className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-3 text-sm text-slate-700 hover:border-brand hover:text-brand">
                    {entry.name}
                  </a>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </nav>
      <nav aria-label="用語集の目次" className="sticky top-20 hidden max-h-[calc(100vh-6rem)] self-start overflow-y-auto pr-2 text-sm lg:block">
        {groups.map(({ group, entries }) => (
          <div key={group} className="mb-4">
            <a href={`#group-${group}`} className="font-semibold text-slate-900 hover:text-brand">
              {GLOSSARY_GROUP_LABELS[group]}
            </a>
            <ul className="mt-1 space-y-0.5 border-l border-slate-200">
              {entries.map((entry) => (
                <li key={entry.anchor}>
                  <a href={`#${entry.anchor}`} className="block py-0.5 pl-3 text-slate-600 hover:text-brand">
                    {tocLabel(entry)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </>
  )
}
