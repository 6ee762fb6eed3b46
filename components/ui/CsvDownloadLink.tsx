/** A table's 「CSVダウンロード」 button: a plain link to the CSV route, so it works without JavaScript. */
export function CsvDownloadLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      download
      className="inline-flex min-h-11 items-center gap-1 rounded border border-slate-300 bg-white px-3 py-1.5 text-xs sm:min-h-0 font-medium text-slate-700 hover:border-brand hover:text-brand"
    >
      <span aria-hidden="true">⬇</span> CSVダウンロード
    </a>
  )
}
