'use client'

import { lazy, Suspense, useState, type MouseEvent } from 'react'
import type { ColumnOption } from '@/components/stats/explorer/explorer-columns'
import { EXPLORER_PRESET_LABELS, EXPLORER_PRESETS, type ExplorerCatalogue, type ExplorerPreset } from '@/lib/domain/stats/explorer-presets'
import { isPlainClick } from '@/lib/client-navigation'
import type { StatSide } from '@/lib/schemas/stat-lines'
import { useExplorerUrl } from './use-explorer-url'

// Loaded when the list is first opened: most visits use the presets, so the checkboxes stay out of the first load.
const ColumnChecklist = lazy(() => import('./ColumnChecklist').then((module) => ({ default: module.ColumnChecklist })))

/** `options`: every column the side offers (columnOptions), passed from the server. */
type Props = { side: StatSide; seasons: readonly number[]; options: readonly ColumnOption[]; catalogue: ExplorerCatalogue }

/** A link the script turns into a history entry: without script (or with a modifier key) it is a plain link. */
function follow(go: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    go()
  }
}

/**
 * 表示項目: the presets as tabs (each a URL) and, once opened, every column as a checkbox; a change is a new URL
 * (`?preset=saber`, `?cols=avg,hr,ops`), which the table follows without a page load.
 */
export function ColumnChooser({ side, seasons, options, catalogue }: Props) {
  const { state, hrefFor, go } = useExplorerUrl(side, seasons, catalogue)
  const presetChange = (preset: ExplorerPreset) => ({ preset: preset === 'basic' ? null : preset, cols: null })
  const choose = (columns: readonly string[]) => go({ cols: columns.length > 0 ? columns.join(',') : null, preset: null })
  const [opened, setOpened] = useState(false)
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
      <details className="rounded-lg border border-slate-200 bg-white text-sm" onToggle={(event) => setOpened(opened || event.currentTarget.open)}>
        <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium text-slate-700 sm:min-h-9">列を選ぶ（{state.columns.length}列）</summary>
        {opened ? (
          <Suspense fallback={<p className="border-t border-slate-200 p-3 text-slate-500">読み込み中…</p>}>
            <ColumnChecklist options={options} chosen={state.columns} onChoose={choose} />
          </Suspense>
        ) : null}
      </details>
    </div>
  )
}
