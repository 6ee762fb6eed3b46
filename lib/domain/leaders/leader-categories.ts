import type { StatFormat } from '@/lib/domain/format/stat-format'
import { rankTop, type RankedEntry, type RankOrder } from '@/lib/domain/stats/career-ranking'
import type { StatLineLevel, StatSide } from '@/lib/schemas/stat-lines'

/**
 * A headline category of the leaderboards. `key` is the stat's key in the stat-lines DTO (and the
 * category's name in the API); `qualifiedOnly` says whether only lines that reach the view's
 * qualifying mark rank (rates do, counts do not); `levels` are the view levels whose lines give the
 * stat (a PA-level split has no steals, decisions, saves, holds nor earned runs).
 */
export type LeaderCategory = {
  key: string
  label: string
  format: StatFormat
  order: RankOrder
  qualifiedOnly: boolean
  levels: readonly StatLineLevel[]
}

const EVERY_LEVEL: readonly StatLineLevel[] = ['season', 'game', 'pa']
/** What only whole games hold: a steal happens between PAs, a decision, save, hold or earned run belongs to the game. */
const GAME_LEVELS: readonly StatLineLevel[] = ['season', 'game']

const count = (key: string, label: string, levels = EVERY_LEVEL): LeaderCategory => ({ key, label, format: 'count', order: 'desc', qualifiedOnly: false, levels })
const rate = (key: string, label: string, format: StatFormat, order: RankOrder = 'desc', levels = EVERY_LEVEL): LeaderCategory => ({
  key,
  label,
  format,
  order,
  qualifiedOnly: true,
  levels,
})

const BATTING: readonly LeaderCategory[] = [
  rate('avg', '打率', 'rate3'),
  count('hr', '本塁打'),
  count('rbi', '打点'),
  count('h', '安打'),
  count('sb', '盗塁', GAME_LEVELS),
  rate('obp', '出塁率', 'rate3'),
  rate('slg', '長打率', 'rate3'),
  rate('ops', 'OPS', 'rate3'),
  rate('woba', 'wOBA', 'rate3'),
  rate('wrc_plus', 'wRC+', 'integer'),
  rate('bb_pct', 'BB%', 'percent'),
  // A batter's strikeout is an out with no ball in play: no chance of a hit, an error or a runner
  // moving up. Fewer is better, so the list is the hardest to strike out (FanGraphs rates a low
  // batter K% as good), the mirror of the pitchers' K% list.
  rate('k_pct', 'K%', 'percent', 'asc'),
]

const PITCHING: readonly LeaderCategory[] = [
  rate('era', '防御率', 'era', 'asc', GAME_LEVELS),
  count('w', '勝利', GAME_LEVELS),
  count('sv', 'セーブ', GAME_LEVELS),
  count('hld', 'ホールド', GAME_LEVELS),
  count('so', '奪三振'),
  rate('whip', 'WHIP', 'decimal2', 'asc'),
  rate('fip', 'FIP', 'era', 'asc'),
  rate('k_pct', 'K%', 'percent'),
  rate('bb_pct', 'BB%', 'percent', 'asc'),
  rate('k_bb_pct', 'K-BB%', 'percent'),
]

/** The leaderboard's categories of a side, in the order of its cards. */
export function leaderCategories(side: StatSide): readonly LeaderCategory[] {
  return side === 'batting' ? BATTING : PITCHING
}

/** Whether a view of this level can give the category (a `pa` split cannot count steals or ERA). */
export function isAvailableAt(category: LeaderCategory, level: StatLineLevel): boolean {
  return category.levels.includes(level)
}

/** What ranking needs of a line: whether it qualifies, and its stats by DTO key. */
export type LeaderLine = { readonly qualified: boolean; readonly [key: string]: unknown }

function valueOf(line: LeaderLine, category: LeaderCategory): number | null {
  const value = line[category.key]
  if (typeof value !== 'number') return null
  // A count of zero leads nothing (no saves yet in April): a tie of hundreds at 0 is no list.
  return category.qualifiedOnly || value > 0 ? value : null
}

/**
 * The top `topN` lines of a category with standard competition ranks (1, 2, 2, 4). Everyone tied
 * at the last rank inside `topN` stays, as NPB's tables keep them; lines without a value (null:
 * no at-bats, a level that cannot give it) are skipped, as are unqualified lines for a rate and
 * lines at zero for a count. Tied lines keep their input order (the loader's: longest first).
 *
 * @example rankLeaders([{ qualified: false, hr: 30 }, { qualified: false, hr: 41 }, { qualified: false, hr: 30 }], HR, 1)
 * // ranks 1 (41); with topN 2: 1 (41), 2 (30), 2 (30)
 */
export function rankLeaders<L extends LeaderLine>(lines: readonly L[], category: LeaderCategory, topN: number): RankedEntry<L>[] {
  const eligible = category.qualifiedOnly ? lines.filter((line) => line.qualified) : lines
  return rankTop(eligible, (line) => valueOf(line, category), { order: category.order, limit: topN })
}
