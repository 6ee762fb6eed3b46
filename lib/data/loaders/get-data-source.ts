import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { SEASONS } from '@/lib/seasons'
import { memoPerDatabase } from './memo-per-database'

/** `pitchSeasons`: seasons with games imported from 一球速報 pitch-by-pitch files. */
export type DataSource = { kind: 'sim' | 'npb'; seasons: number[]; pitchSeasons: number[] }

/** Which data the database holds: the simulated league or imported npb.jp seasons, and which seasons. */
export function dataSourceFrom(db: Db): DataSource | null {
  const source = db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'source'").get()?.value
  if (source !== 'sim' && source !== 'npb') return null
  const seasonsOf = (sources: string) =>
    db.prepare<[], { season: number }>(`SELECT DISTINCT season FROM games WHERE source IN (${sources}) ORDER BY season DESC`).all().map((row) => row.season)
  return { kind: source, seasons: seasonsOf("'sim', 'npb'"), pitchSeasons: seasonsOf("'ikkyu'") }
}

/** Read once per server (memo-per-database.ts): every page's layout asks. */
export const getDataSource = cache(memoPerDatabase(dataSourceFrom))

/**
 * The seasons the site serves that the data holds, newest first: what every season picker lists
 * and what a season path must be. Without a known source (no database: its pages answer 503
 * first) every season the site serves.
 */
export function servedSeasons(): number[] {
  const held = getDataSource()?.seasons
  return SEASONS.filter((year) => held?.includes(year) ?? true)
}

/** The simulated league: every page, OG card and CSV says so. An imported or missing database is not. */
export function isSimulated(source: DataSource | null): boolean {
  return source?.kind === 'sim'
}

/** The first line of a CSV download on the simulated league, so a file passed on still says what it is. */
export function simulatedCsvNotice(source: DataSource | null): string | null {
  return isSimulated(source) ? '※このデータは架空のシミュレーションリーグのものです（NPBデータバンク）' : null
}

/** The sentence every page's footer carries, so a visitor knows whose numbers these are. */
export function dataSourceNote(source: DataSource | null): string {
  if (!source) return 'データベースが未構築のため、記録は表示できません。'
  const range = source.seasons.length > 0 ? `${Math.min(...source.seasons)}〜${Math.max(...source.seasons)}年` : ''
  const pitches = source.pitchSeasons.length > 0 ? `${source.pitchSeasons.join('・')}年の一部の試合は一球速報の投球データから取り込んでいます。` : ''
  return source.kind === 'npb'
    ? `データ出典: NPB公式サイト（npb.jp）の試合記録${range ? `（${range}）` : ''}。打席ごとの試合経過を当サイトが取り込み、独自に集計しています。${pitches}`
    : `データ出典: 当サイトのシミュレーションリーグ${range ? `（${range}）` : ''}。球団名・球場名は実在のものを借りていますが、選手・試合・成績はすべてプログラムが作った架空のもので、実在のNPBの記録ではありません。実際のNPBの記録は npb.jp の試合データを取り込んだときに表示されます。`
}
