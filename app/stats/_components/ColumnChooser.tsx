'use client'

import type { MouseEvent } from 'react'
import { allExplorerColumns } from '@/components/stats/explorer/explorer-columns'
import { EXPLORER_PRESET_LABELS, EXPLORER_PRESETS, isPitchKey, MAX_CUSTOM_COLUMNS, type ExplorerPreset } from '@/lib/domain/stats/explorer-columns'
import type { StatSide } from '@/lib/schemas/stat-lines'
import { useExplorerUrl } from './use-explorer-url'

type Props = { side: StatSide; seasons: readonly number[] }

/** A link the script turns into a history entry: without script (or with a modifier key) it is a plain link. */
function follow(go: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    go()
  }
}

/**
 * 表示項目: the presets as tabs (each a URL) and every column as a checkbox; a change is a new URL
 * (`?preset=saber`, `?cols=avg,hr,ops`), which the table follows without a page load.
 */
export function ColumnChooser({ side, seasons }: Props) {
  const { state, hrefFor, go } = useExplorerUrl(side, seasons)
  const presetChange = (preset: ExplorerPreset) => ({ preset: preset === 'basic' ? null : preset, cols: null })
  const toggle = (key: string, on: boolean) => {
    const next = on ? [...state.columns, key] : state.columns.filter((column) => column !== key)
    go({ cols: next.length > 0 ? next.join(',') : null, preset: null })
  }
  const columns = allExplorerColumns(side)
  const groups = [
    { label: '成績', columns: columns.filter((column) => !isPitchKey(side, column.key)) },
    { label: '投球（1シーズン・分割なしのみ）', columns: columns.filter((column) => isPitchKey(side, column.key)) },
  ]
  return (
    <div className="space-y-2">
      <nav aria-label="表示項目" className="overflow-x-auto border-b border-slate-200">
        <ul className="flex min-w-max gap-1">
          {EXPLORER_PRESETS.map((preset) => {
            const active = !state.custom && state.preset === preset
            return (
              <li key={preset}>
                <a href={hrefFor(presetChange(preset))} onClick={follow(() => go(presetChange(preset)))} aria-current={active ? 'page' : undefined} className={active ? 'tab-link tab-on' : 'tab-link tab-off'}>
                  {EXPLORER_PRESET_LABELS[preset]}
                </a>
              </li>
            )
          })}
          {state.custom && (
            <li>
              <span aria-current="page" className="tab-link tab-on">
                カスタム
              </span>
            </li>
          )}
        </ul>
      </nav>
      <details className="rounded-lg border border-slate-200 bg-white text-sm">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium text-slate-700 sm:min-h-9">列を選ぶ（{state.columns.length}列）</summary>
        <div className="space-y-3 border-t border-slate-200 p-3">
          {groups.map((group) => (
            <fieldset key={group.label}>
              <legend className="mb-1 text-xs font-semibold text-slate-500">{group.label}</legend>
              <div className="flex flex-wrap gap-x-1 gap-y-0.5">
                {group.columns.map((column) => {
                  const on = state.columns.includes(column.key)
                  return (
                    <label key={column.key} className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded px-2 hover:bg-slate-100 sm:min-h-8">
                      <input
                        type="checkbox"
                        checked={on}
                        disabled={!on && state.columns.length >= MAX_CUSTOM_COLUMNS}
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
      </details>
    </div>
  )
}
