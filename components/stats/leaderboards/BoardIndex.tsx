/** Jump links to each list of a long page of lists; on a phone the last list is several screens down. */
export function BoardIndex({ links }: { links: ReadonlyArray<{ href: string; label: string }> }) {
  return (
    <nav aria-label="部門" className="mb-4">
      <ul className="flex flex-wrap gap-1.5">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-xs font-medium text-slate-700 hover:border-brand hover:text-brand"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
