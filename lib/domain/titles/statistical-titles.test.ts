import { BATTING_TITLES, PITCHING_TITLES, statTitleWinners } from './statistical-titles'
import { batter, pitcher } from './test-lines'

const winnerIds = (winners: readonly { line: { playerId: string } }[]) => winners.map((w) => w.line.playerId)

describe('首位打者 (batting champion)', () => {
  test('the highest AVG among batters with 規定打席 (3.1 × 143 = 443 PA) wins', () => {
    const lines = [
      batter('a', { pa: 560, ab: 500, h: 160 }), // .320
      batter('b', { pa: 600, ab: 530, h: 175 }), // .3302
      batter('c', { pa: 443, ab: 400, h: 131 }), // .3275
    ]
    const winners = statTitleWinners(BATTING_TITLES.batting_champion, lines)
    expect(winnerIds(winners)).toEqual(['b'])
    expect(winners[0]?.value).toBeCloseTo(175 / 530, 12)
  })

  test('a short batter wins only if he still leads with the missing PA counted as hitless at-bats', () => {
    // d: 400 PA, 360 AB, 126 H (.350). Padded: 443 − 400 = 43 → 126 / 403 = .3127
    const short = batter('d', { pa: 400, ab: 360, h: 126 })
    // .3125 qualified leader → the padded .3127 still leads: d wins, shown with his real .350
    const winners = statTitleWinners(BATTING_TITLES.batting_champion, [batter('a', { pa: 560, ab: 496, h: 155 }), short])
    expect(winnerIds(winners)).toEqual(['d'])
    expect(winners[0]?.value).toBeCloseTo(126 / 360, 12)
    // .320 qualified beats the padded .3127
    expect(winnerIds(statTitleWinners(BATTING_TITLES.batting_champion, [batter('a', { pa: 560, ab: 500, h: 160 }), short]))).toEqual(['a'])
  })

  test('equal AVGs share the title, however the fraction is written', () => {
    // 150/500 = 165/550 = .300
    const lines = [batter('a', { pa: 560, ab: 500, h: 150 }), batter('b', { pa: 610, ab: 550, h: 165 })]
    expect(winnerIds(statTitleWinners(BATTING_TITLES.batting_champion, lines))).toEqual(['a', 'b'])
  })
})

describe('counting titles', () => {
  test('本塁打王 is shared by everyone tied for the most home runs', () => {
    const lines = [batter('a', { hr: 38 }), batter('b', { hr: 41 }), batter('c', { hr: 41 })]
    const winners = statTitleWinners(BATTING_TITLES.homerun_leader, lines)
    expect(winnerIds(winners)).toEqual(['b', 'c'])
    expect(winners.map((w) => w.value)).toEqual([41, 41])
  })

  test('nobody leads a count of zero: no 最多セーブ in a league without saves', () => {
    expect(statTitleWinners(PITCHING_TITLES.saves_leader, [pitcher('a'), pitcher('b')])).toEqual([])
  })

  test('最優秀中継ぎ is decided on holdpoints, not on holds alone', () => {
    // a: 40 holds + 2 relief wins = 42 HP; b: 41 holds + 0 = 41 HP
    const lines = [pitcher('a', { hld: 40, hp: 42 }), pitcher('b', { hld: 41, hp: 41 })]
    expect(winnerIds(statTitleWinners(PITCHING_TITLES.holds, lines))).toEqual(['a'])
  })
})

describe('最優秀防御率 (ERA title)', () => {
  test('only pitchers with 規定投球回 (143 innings = 429 outs) are ranked', () => {
    const lines = [
      pitcher('a', { outs: 429, er: 40 }), // 40 × 27 / 429 = 2.517
      pitcher('b', { outs: 300, er: 20 }), // 1.80 but 100 innings: not qualified
      pitcher('c', { outs: 540, er: 55 }), // 2.75
    ]
    const winners = statTitleWinners(PITCHING_TITLES.era_leader, lines)
    expect(winnerIds(winners)).toEqual(['a'])
    expect(winners[0]?.value).toBeCloseTo((40 * 27) / 429, 12)
  })

  test('two qualified pitchers with the same ERA share it', () => {
    // 45 ER in 540 outs and 50 ER in 600 outs are both 2.25
    const lines = [pitcher('a', { outs: 540, er: 45 }), pitcher('b', { outs: 600, er: 50 })]
    expect(winnerIds(statTitleWinners(PITCHING_TITLES.era_leader, lines))).toEqual(['a', 'b'])
  })
})

describe('最高勝率 (winning percentage)', () => {
  test('needs 13 wins: a 12-1 pitcher (.923) loses to a 13-4 pitcher (.765)', () => {
    const lines = [pitcher('a', { w: 12, l: 1 }), pitcher('b', { w: 13, l: 4 }), pitcher('c', { w: 16, l: 6 })]
    const winners = statTitleWinners(PITCHING_TITLES.winning_percentage, lines)
    // 13/17 = .7647 > 16/22 = .7273
    expect(winnerIds(winners)).toEqual(['b'])
    expect(winners[0]?.value).toBeCloseTo(13 / 17, 12)
  })

  test('nobody with 13 wins, no title', () => {
    expect(statTitleWinners(PITCHING_TITLES.winning_percentage, [pitcher('a', { w: 12, l: 0 })])).toEqual([])
  })

  test('equal percentages share the title (14-4 and 21-6 are both .778)', () => {
    const lines = [pitcher('a', { w: 14, l: 4 }), pitcher('b', { w: 21, l: 6 })]
    expect(winnerIds(statTitleWinners(PITCHING_TITLES.winning_percentage, lines))).toEqual(['a', 'b'])
  })
})

describe('最高出塁率 (OBP title)', () => {
  test('ranks qualified batters by (H + BB + HBP) / (AB + BB + HBP + SF)', () => {
    const lines = [
      batter('a', { pa: 600, ab: 500, h: 150, bb: 80, hbp: 10, sf: 10 }), // 240 / 600 = .400
      batter('b', { pa: 300, ab: 240, h: 90, bb: 55, hbp: 2, sf: 3 }), // .490 but 300 PA < 443
      batter('c', { pa: 560, ab: 480, h: 160, bb: 60, hbp: 5, sf: 15 }), // 225 / 560 = .4018
    ]
    const winners = statTitleWinners(BATTING_TITLES.obp_leader, lines)
    expect(winnerIds(winners)).toEqual(['c'])
    expect(winners[0]?.value).toBeCloseTo(225 / 560, 12)
  })
})
