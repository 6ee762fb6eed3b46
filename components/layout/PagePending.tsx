import Link from 'next/link'

/**
 * The one shared block for pages whose content belongs to a later milestone. It says so plainly
 * and points to pages that are already useful, instead of inventing numbers.
 */
export function PagePending() {
  return (
    <section
      aria-labelledby="page-pending-heading"
      className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-700"
    >
      <h2 id="page-pending-heading" className="mb-2 text-base font-semibold text-slate-900">
        このページのデータは公開前です
      </h2>
      <p className="leading-relaxed">
        NPBデータバンクでは、すべての数値を試合ごとのプレー記録から自前で集計しています。このページの表とグラフは集計エンジンの公開と同時に表示されます。
      </p>
      <p className="mt-3">
        <Link href="/sitemap" className="font-medium text-brand underline">
          サイトマップ
        </Link>
        からほかのページをご覧いただけます。
      </p>
    </section>
  )
}
