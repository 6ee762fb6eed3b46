import { PageLink } from '@/components/navigation/PageLink'

/** A filter that leaves no lines (a club with no qualified pitcher, a club of the other league). */
export function EmptyRecords({ resetHref }: { resetHref: string }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-600">
      <p className="font-medium text-slate-800">該当する選手はいません</p>
      <p className="mt-2">
        <PageLink href={resetHref} className="text-brand underline-offset-2 hover:underline">
          全球団・全選手を表示する
        </PageLink>
      </p>
    </div>
  )
}
