import { LoadingIndicator } from '@/components/layout/LoadingIndicator'
import { PageHeader } from '@/components/layout/PageHeader'
import { LOADING_MESSAGES } from '@/lib/loading-messages'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'
import { RenderErrorTrigger } from './_components/RenderErrorTrigger'

const page: PageDescriptor = {
  title: 'コンポーネントテスト',
  description: '開発用ページ：読み込みメッセージとエラー画面の動作確認。',
  path: '/component-test',
  noindex: true,
}

export const metadata = pageMetadata(page)

export default function ComponentTestPage() {
  return (
    <>
      <PageHeader page={page} />
      <section className="mb-10">
        <h2 className="mb-3 text-lg font-semibold">読み込みメッセージ</h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {Object.entries(LOADING_MESSAGES).map(([key, message]) => (
            <li key={key} className="rounded-lg border border-slate-200 bg-white p-4">
              <LoadingIndicator variant="dots" size="small" message={message} />
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2 className="mb-3 text-lg font-semibold">エラー画面</h2>
        <p className="mb-3 text-sm text-slate-600">ボタンを押すとアプリケーションエラー画面が表示されます。「再読み込み」で元に戻ります。</p>
        <RenderErrorTrigger />
      </section>
    </>
  )
}
