import Form from 'next/form'
import { japaneseMonth } from '@/lib/domain/games/mvp-month'
import type { League } from '@/lib/domain/teams/teams'

type Props = { months: readonly string[]; month: string; league: League | null }

/** The month selector as a plain GET form (works without JavaScript), months grouped by season, newest first; it keeps the league. */
export function MonthForm({ months, month, league }: Props) {
  const seasons = [...new Set(months.map((value) => value.slice(0, 4)))].reverse()
  return (
    // Keyed by the month, so a new page shows its own month in the select.
    <Form key={month} action="/game-results/mvp/monthly" prefetch={false} aria-label="月を選ぶ" className="flex items-end gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor="mvp-month" className="text-xs font-semibold text-slate-600">月</label>
        <select id="mvp-month" name="month" defaultValue={month} className="h-11 rounded-md border border-slate-300 bg-white px-2 text-base text-slate-900 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30">
          {seasons.map((season) => (
            <optgroup key={season} label={`${season}年`}>
              {months.filter((value) => value.startsWith(season)).reverse().map((value) => (
                <option key={value} value={value}>{japaneseMonth(value)}</option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      {league && <input type="hidden" name="league" value={league} />}
      <button type="submit" className="h-11 shrink-0 rounded-md bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-700">表示</button>
    </Form>
  )
}
