'use client'

import { useState } from 'react'

/** Throws during render on demand, to exercise the root error screen. */
export function RenderErrorTrigger() {
  const [broken, setBroken] = useState(false)
  if (broken) throw new Error('コンポーネントテストで発生させたレンダリングエラーです')
  return (
    <button
      type="button"
      onClick={() => setBroken(true)}
      className="rounded-md border border-red-300 bg-white px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-50"
    >
      レンダリングエラーを発生させる
    </button>
  )
}
