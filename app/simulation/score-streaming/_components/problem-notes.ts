import type { Match } from '@/lib/data/loaders/simulation/score-streaming/match'
import { DEFAULT_AWAY, DEFAULT_HOME, type QueryProblem, type StreamQuery } from '@/lib/domain/simulation/streaming/stream-query'
import { DEFAULT_SEED, SEED_MAX } from '@/lib/domain/simulation/tools/seed'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'

const name = (code: keyof typeof TEAM_BY_CODE) => TEAM_BY_CODE[code].shortName

const NOTES: Readonly<Record<QueryProblem, string>> = {
  away: `ビジターの球団の指定が正しくないため、${name(DEFAULT_AWAY)}にしました。`,
  home: `ホームの球団の指定が正しくないため、${name(DEFAULT_HOME)}にしました。`,
  same: `同じ球団どうしは対戦できないため、${name(DEFAULT_AWAY)}（ビジター）対${name(DEFAULT_HOME)}（ホーム）にしました。`,
  park: '球場の指定が正しくないため、ホーム球団の本拠地にしました。',
  seed: `シードは1〜${SEED_MAX.toLocaleString('ja-JP')}の整数です。既定のシード${DEFAULT_SEED}で試合をします。`,
  speed: '速度は1・2・5・10・最速から選べます。標準の速度にしました。',
}

/** What the page could not use from its address, one sentence each, and the starters it could not find. */
export function problemNotes(problems: readonly QueryProblem[], query: StreamQuery, match: Match | null): string[] {
  const notes = problems.map((problem) => NOTES[problem])
  for (const side of ['away', 'home'] as const) {
    const asked = side === 'away' ? query.awayStarter : query.homeStarter
    const club = match?.[side]
    if (asked === null || !club || club.starterFound) continue
    notes.push(`先発に指定された投手（ID: ${asked}）は${name(query[side])}の${query.season}年の先発ローテーションにいないため、${club.sheet.starter.name}が先発します。`)
  }
  return notes
}
