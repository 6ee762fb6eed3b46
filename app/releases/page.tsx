import { PageHeader } from '@/components/layout/PageHeader'
import { RELEASES } from '@/lib/releases'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: 'リリースノート',
  description: 'NPBデータバンクの更新履歴。新しいページ・指標・データの追加と変更点。',
  path: '/releases',
}

export const metadata = pageMetadata(page)

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
