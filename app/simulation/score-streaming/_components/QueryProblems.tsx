/** The values the address asked for that the page could not use, above the form that shows what it used instead. */
export function QueryProblems({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null
  return (
    <div role="status" className="mb-6 space-y-1 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </div>
  )
}
