import { bestNine, mainPosition } from './best-nine'
import { batter, fielder, pitcher } from './test-lines'

test('a batter is judged where he played most, if that is half his club’s games or more', () => {
  // 120 games at SS ≥ 143 / 2 = 71.5
  expect(mainPosition([{ position: 'SS', g: 120 }, { position: '2B', g: 15 }], 143)).toBe('SS')
  // 72 ≥ 71.5 qualifies, 71 does not
  expect(mainPosition([{ position: 'OF', g: 72 }], 143)).toBe('OF')
  expect(mainPosition([{ position: 'OF', g: 71 }, { position: '1B', g: 60 }], 143)).toBeNull()
  // DH games count as a position
  expect(mainPosition([{ position: 'DH', g: 100 }, { position: '1B', g: 30 }], 143)).toBe('DH')
  // pitching is not a batter's position
  expect(mainPosition([{ position: 'P', g: 140 }], 143)).toBeNull()
})

test('the outfield games of LF, CF and RF are pooled before judging', () => {
  // fielding seasons arrive already pooled as OF by combineFielding; two OF rows of one player add up
  expect(mainPosition([{ position: 'OF', g: 40 }, { position: 'OF', g: 40 }], 143)).toBe('OF')
})

describe('ベストナイン for one league', () => {
  const line = (id: string, wraa: number) => batter(id, { wraa, league: 'pacific' })
  const at = (id: string, position: 'C' | 'SS' | 'OF' | 'DH', g = 130) => fielder(id, { position, g, league: 'pacific' })

  test('the best batter by wRAA at each position, three outfielders, a DH in the Pacific, the best pitcher', () => {
    const batting = [line('c1', 5), line('c2', 8), line('ss', 12), line('o1', 30), line('o2', 25), line('o3', 20), line('o4', 19), line('dh', 22)]
    const fielding = [at('c1', 'C'), at('c2', 'C'), at('ss', 'SS'), at('o1', 'OF'), at('o2', 'OF'), at('o3', 'OF'), at('o4', 'OF'), at('dh', 'DH')]
    const pitching = [pitcher('p1', { runs: 25, league: 'pacific' }), pitcher('p2', { runs: 31, league: 'pacific' })]
    const winners = bestNine({ league: 'pacific', batting, pitching, fielding }).map((w) => `${w.position}:${w.playerId}`)
    expect(winners).toEqual(['P:p2', 'C:c2', 'SS:ss', 'OF:o1', 'OF:o2', 'OF:o3', 'DH:dh'])
  })

  test('no DH in the Central; a position nobody qualifies at is left empty', () => {
    const batting = [batter('dh', { wraa: 22 }), batter('part', { wraa: 15 })]
    const fielding = [fielder('dh', { position: 'DH', g: 120 }), fielder('part', { position: 'C', g: 50 })]
    expect(bestNine({ league: 'central', batting, pitching: [], fielding })).toEqual([])
  })

  test('a tie for the third outfield place gives four outfielders', () => {
    const batting = [line('o1', 30), line('o2', 25), line('o3', 20), line('o4', 20)]
    const fielding = ['o1', 'o2', 'o3', 'o4'].map((id) => at(id, 'OF'))
    expect(bestNine({ league: 'pacific', batting, pitching: [], fielding }).map((w) => w.playerId)).toEqual(['o1', 'o2', 'o3', 'o4'])
  })
})
