import { LoadingIndicator, type LoadingSize, type LoadingVariant } from '@/components/layout/LoadingIndicator'
import { PageHeader } from '@/components/layout/PageHeader'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: 'デザインシステム',
  description: '開発用ページ：サイト共通の色・文字・読み込み表示の一覧。',
  path: '/design-system-test',
  noindex: true,
}

export const metadata = pageMetadata(page)

const VARIANTS: readonly LoadingVariant[] = ['circular', 'baseball', 'dots']
const SIZES: readonly LoadingSize[] = ['small', 'medium', 'large']
const SWATCHES = [
  { name: 'brand', className: 'bg-brand', label: 'ブランド（ヘッダー）' },
  { name: 'brand-50', className: 'bg-brand-50', label: '選択中の背景' },
  { name: 'central', className: 'bg-central', label: 'セ・リーグ' },
  { name: 'pacific', className: 'bg-pacific', label: 'パ・リーグ' },
] as const

export default function DesignSystemPage() {
  return (
    <>
      <PageHeader page={page} />
      <section className="mb-10">
        <h2 className="mb-3 text-lg font-semibold">色</h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {SWATCHES.map((swatch) => (
            <li key={swatch.name} className="overflow-hidden rounded-lg border border-slate-200 bg-white text-sm">
              <span className={`block h-16 ${swatch.className}`} />
              <span className="block px-3 py-2">
                {swatch.label}
                <code className="ml-2 text-xs text-slate-500">{swatch.name}</code>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2 className="mb-3 text-lg font-semibold">読み込み表示</h2>
        <div className="grid gap-4 sm:grid-cols-3">
          {VARIANTS.map((variant) => (
            <div key={variant} className="rounded-lg border border-slate-200 bg-white p-4">
              <h3 className="mb-4 text-sm font-semibold">{variant}</h3>
              <div className="flex items-end justify-around gap-2">
                {SIZES.map((size) => (
                  <LoadingIndicator key={size} variant={variant} size={size} message={size} />
                ))}
              </div>
            </div>
          ))}
        </div>
      </section>
    </>
  )
}
