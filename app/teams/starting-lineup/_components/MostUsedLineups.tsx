import type { StartingLineups } from '@/lib/schemas/starting-lineups'
import { LineupCard } from './LineupCard'

/** The most used lineup over all games and against each hand of opposing starter, side by side from md up. */
export function MostUsedLineups({ lineups }: { lineups: StartingLineups }) {
  const { names, season, positionsKnown, usage, byThrows } = lineups
  const cards = { names, season }
  return (
    <section aria-labelledby="most-used" className="space-y-3">
      <h2 id="most-used" className="text-lg font-bold text-slate-900">最も多いオーダー</h2>
      <p className="text-xs text-slate-600">
        {`同じ9人が同じ打順${positionsKnown ? '・同じ守備位置' : ''}で並んだ試合を同じオーダーと数えます（DHのない試合は打順に入る先発投手も含めて）。左右は相手球団の先発投手の投球腕です。`}
        {byThrows.unknown > 0 && `相手先発の投球腕がわからない${byThrows.unknown}試合は左右別に含めていません。`}
      </p>
      <div className="grid gap-3 md:grid-cols-3">
        <LineupCard title="全試合" usage={usage} {...cards} />
        <LineupCard title="対右投手（相手先発が右投げ）" usage={byThrows.R} {...cards} />
        <LineupCard title="対左投手（相手先発が左投げ）" usage={byThrows.L} {...cards} />
      </div>
    </section>
  )
}
