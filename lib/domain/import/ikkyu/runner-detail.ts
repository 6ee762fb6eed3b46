/**
 * What `result_detail` says about the runners: the moves that cut a PA short
 * (「盗塁成功（福永）」, 「盗塁失敗（キャベッジ）」, 「暴投（古林）」, 「捕逸（中村悠）」, ボーク) and, at
 * its end, where the runners stand once the entry is over (「ランナー1,3塁」, 「ランナー満塁」). The
 * phrase is only written when someone moved: after a strikeout with men on it is missing. Names are as the scoreboard prints them: surname, plus the first
 * character of the given name where a team has two of that surname (牧原大 = 牧原 大成).
 */
export type RunnerMoves = {
  steals: string[]
  caught: string[]
  wildPitch: boolean
  passedBall: boolean
  balk: boolean
}

export function parseRunnerMoves(detail: string): RunnerMoves {
  const text = detail.normalize('NFKC')
  const names = (word: string) => [...text.matchAll(new RegExp(`${word}\\(([^)]+)\\)`, 'g'))].map((match) => (match[1] ?? '').trim())
  return {
    steals: names('盗塁成功'),
    caught: names('盗塁失敗'),
    wildPitch: text.includes('暴投'),
    passedBall: text.includes('捕逸'),
    balk: text.includes('ボーク'),
  }
}

/** Bases occupied after the entry as a bitmask (1 = first, 2 = second, 4 = third), or null when the text does not say. */
export function runnersAfter(detail: string): number | null {
  const text = detail.normalize('NFKC')
  if (/ランナー満塁/.test(text)) return 7
  const bases = /ランナー([123](?:,[123])*)塁/.exec(text)?.[1]
  return bases === undefined ? null : bases.split(',').reduce((mask, base) => mask | (1 << (Number(base) - 1)), 0)
}

/** A source runner flag set → bitmask. */
export function runnersMask(runners: { first: boolean; second: boolean; third: boolean }): number {
  return (runners.first ? 1 : 0) | (runners.second ? 2 : 0) | (runners.third ? 4 : 0)
}
