import { PageHeader } from '@/components/layout/PageHeader'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: 'リリースノート',
  description: 'NPBデータバンクの更新履歴。新しいページ・指標・データの追加と変更点。',
  path: '/releases',
}

export const metadata = pageMetadata(page)

const RELEASES = [
  {
    version: '0.1.0',
    date: '2026-11-21',
    notes: [
      'サイトの骨組みを公開しました。ヘッダーのメニュー（スマートフォンではドロワー）からすべてのページへ移動できます。',
      '記録・リーダー・成績・試合・投球データ・選手・チーム・試合統計・分析・シミュレーションの各ページのURLを確定しました。',
      '12球団の球団情報（本拠地・創設年・マスコット）を掲載しました。',
    ],
  },
] as const

export default function ReleasesPage() {
  return (
    <>
      <PageHeader page={page} />
      <ol className="space-y-6">
        {RELEASES.map((release) => (
          <li key={release.version} className="rounded-lg border border-slate-200 bg-white p-5">
            <h2 className="font-semibold text-slate-900">
              バージョン {release.version}
              <time dateTime={release.date} className="ml-3 text-sm font-normal text-slate-500">
                {release.date.replaceAll('-', '/')}
              </time>
            </h2>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm leading-relaxed text-slate-700">
              {release.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </>
  )
}
