'use client'

import './globals.css'
import { ErrorScreen } from '@/components/layout/ErrorScreen'

/** Replaces the root layout when it fails to render, so it brings its own html and body. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const detail = error.message || '不明なエラーが発生しました'
  return (
    <html lang="ja">
      <body className="bg-slate-50 font-sans text-slate-900">
        <title>レンダリングエラー | NPBデータバンク</title>
        <ErrorScreen
          heading="レンダリングエラー"
          message={`アプリケーションを表示できませんでした。${detail}`}
          error={error}
        />
      </body>
    </html>
  )
}
