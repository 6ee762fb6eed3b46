import { LEAGUE_SCOPE_LABELS, type LeagueScope } from '@/lib/domain/game-stats/league-scope'
import { datasetPage } from '@/lib/seo/dataset-page'
import type { PageDescriptor } from '@/lib/seo/metadata'
import type { ValueBoard, ValueBoardSide } from '@/lib/schemas/value-boards'
import { valueBoardCsvHref, valueBoardHref } from './value-board-query'

export const SIDE_LABELS: Readonly<Record<ValueBoardSide, string>> = { pitching: '投手', batting: '打者' }

/** Each board's name, what its lead says it lists, and the stats its Dataset measures. */
export const BOARD_TEXT: Readonly<Record<ValueBoard, { name: string; lead: Readonly<Record<ValueBoardSide, string>>; variables: Readonly<Record<ValueBoardSide, readonly string[]>> }>> = {
  wpa: {
    name: 'WPA',
    lead: {
      batting: '打者ごとのWPA（勝利期待値をどれだけ動かしたか）とその内訳WPA+・WPA−、出場した場面の重さpLI・代打で出た場面の重さphLI、場面の重さをならしたWPA/LI、勝負強さのClutch。シーズンで最もWPAの大きかった打席も。',
      pitching: '投手ごとのWPA（勝利期待値をどれだけ守ったか）とその内訳WPA+・WPA−、登板した場面の重さpLI、WPA/LI、Clutch、救援でのシャットダウン（SD）・メルトダウン（MD）。シーズンで最もWPAの大きかった対戦も。',
    },
    variables: { batting: ['WPA', 'WPA+', 'WPA−', 'pLI', 'phLI', 'WPA/LI', 'Clutch'], pitching: ['WPA', 'WPA+', 'WPA−', 'pLI', 'WPA/LI', 'Clutch', 'SD', 'MD'] },
  },
  re24: {
    name: 'RE24',
    lead: {
      batting: '打者ごとのRE24（得点期待値をどれだけ増やしたか）、勝利数に換算したREW、塁とアウトの状況の重さboLI。シーズンで最もRE24の大きかった打席も。',
      pitching: '投手ごとのRE24（得点期待値の増加をどれだけ防いだか）、勝利数に換算したREW、塁とアウトの状況の重さboLI。シーズンで最もRE24の大きかった対戦も。',
    },
    variables: { batting: ['RE24', 'REW', 'boLI', 'WPA'], pitching: ['RE24', 'REW', 'boLI', 'WPA'] },
  },
  lwts: {
    name: 'LWTS',
    lead: {
      batting: '打者ごとのLWTS（出来事ごとの得点価値で数えた、平均的な打者より何点多く生んだか）と、その元になる単打・本塁打・四球・三振などの数。使った得点価値の表も載せています。',
      pitching: '投手ごとのLWTS（対戦した打席の出来事を得点価値で数え、平均的な投手より何点防いだか）と、その元になる被安打・与四球・奪三振などの数。使った得点価値の表も載せています。',
    },
    variables: { batting: ['LWTS', '得点価値'], pitching: ['LWTS', '得点価値'] },
  },
}

/** The board's title: 「WPA（打者）」, with the season and league in front when they are not the defaults. */
export function valueBoardTitle(board: ValueBoard, side: ValueBoardSide, view: { season: number; league: LeagueScope }, latest: number): string {
  const scope = view.league === 'npb' ? null : LEAGUE_SCOPE_LABELS[view.league]
  return [view.season === latest ? null : `${view.season}年`, scope, `${BOARD_TEXT[board].name}（${SIDE_LABELS[side]}）`].filter(Boolean).join(' ')
}

/**
 * A board's title, lead, canonical (season and league only: the order, the page and the qualifier
 * are views of the same data) and schema.org Dataset with the view's CSV.
 */
export function describeValueBoard(board: ValueBoard, side: ValueBoardSide, view: { season: number; league: LeagueScope }, latest: number): PageDescriptor {
  const title = valueBoardTitle(board, side, view, latest)
  const description = `${view.season}年${LEAGUE_SCOPE_LABELS[view.league]}の${BOARD_TEXT[board].lead[side]}規定到達者と全選手を並べ替えて比べられ、CSVでダウンロードできます。`
  const path = valueBoardHref(board, side, { ...view, qualified: true, sort: null, order: 'desc', page: 1 }, latest)
  const csv = valueBoardCsvHref(board, side, { ...view, qualified: true, sort: null, order: 'desc', page: 1 })
  return datasetPage({
    title,
    description,
    path,
    crumbs: [{ label: '分析' }],
    dataset: { coverage: String(view.season), variables: BOARD_TEXT[board].variables[side], download: { href: csv, format: 'text/csv' } },
  })
}
