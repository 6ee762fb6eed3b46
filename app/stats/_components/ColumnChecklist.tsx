'use client'

import { useState } from 'react'
import type { ColumnOption } from '@/components/stats/explorer/explorer-columns'
import { MAX_CUSTOM_COLUMNS } from '@/lib/domain/stats/explorer-presets'

type Props = { options: readonly ColumnOption[]; chosen: readonly string[]; onChoose: (columns: readonly string[]) => void }

/** Every column of a side as a checkbox, grouped: the season lines' columns, then the pitch-data ones. */
export function ColumnChecklist({ options, chosen, onChoose }: Props) {
  // The boxes answer the click at once; the URL (and so `chosen`) follows a moment later through the router.
  const [ticked, setTicked] = useState(chosen)
  const [shown, setShown] = useState(chosen.join(','))
  if (shown !== chosen.join(',')) {
    // The URL moved on (this change arrived, or Back): the boxes show it.
    setShown(chosen.join(','))
    setTicked(chosen)
  }
  const toggle = (column: string, on: boolean) => {
    const next = on ? [...ticked, column] : ticked.filter((other) => other !== column)
    setTicked(next)
    onChoose(next)
  }
  const groups = [
    { label: '成績', columns: options.filter((column) => !column.pitch) },
    { label: '投球（1シーズン・分割なしのみ）', columns: options.filter((column) => column.pitch) },
  ]
  return (
    <div className="space-y-3 border-t border-slate-200 p-3">
      {groups.map((group) => (
        <fieldset key={group.label}>
          <legend className="mb-1 text-xs font-semibold text-slate-500">{group.label}</legend>
          <div className="flex flex-wrap gap-x-1 gap-y-0.5">
            {group.columns.map((column) => {
              const on = ticked.includes(column.key)
              return (
                <label key={column.key} className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded px-2 hover:bg-slate-100 sm:min-h-8">
                  <input
                    type="checkbox"
                    checked={on}
                    disabled={!on && ticked.length >= MAX_CUSTOM_COLUMNS}
                    onChange={(event) => toggle(column.key, event.target.checked)}
                    className="size-4 accent-brand"
                  />
                  {column.label}
                </label>
              )
            })}
          </div>
        </fieldset>
      ))}
      <p className="text-xs text-slate-500">選んだ列はURL（cols=…）に入るので、そのまま共有できます。{MAX_CUSTOM_COLUMNS}列まで選べます。</p>
    </div>
  )
}
