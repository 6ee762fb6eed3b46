'use client'

import { ErrorScreen } from '@/components/layout/ErrorScreen'

export default function RootError({ error }: { error: Error & { digest?: string } }) {
  return <ErrorScreen heading="アプリケーションエラー" message={error.message || '不明なエラーが発生しました'} error={error} />
}
