import type { BattingRow, FieldingRow, PitchingRow } from './season-lines'
import { isVotedTitle, RUN_VALUE_TITLE_TYPES, seasonTitles, type SeasonInput } from './season-titles'

const games = new Map([['g', 143], ['t', 143], ['h', 143]] as const)
const bat = (playerId: string, team: 'g' | 't' | 'h', fields: Partial<BattingRow>): BattingRow => ({
  playerId, team, league: team === 'h' ? 'pacific' : 'central', g: 140, pa: 600, ab: 530, h: 150, hr: 20, rbi: 70, sb: 5, bb: 60, hbp: 5, sf: 5, wraa: 10, ...fields,
})
const pitch = (playerId: string, team: 'g' | 't' | 'h', fields: Partial<PitchingRow>): PitchingRow => ({
  playerId, team, league: team === 'h' ? 'pacific' : 'central', g: 26, gs: 26, w: 12, l: 8, sv: 0, hld: 0, hp: 0, cg: 2, outs: 500, so: 140, er: 50, fip: 3.2, leagueEra: 3.5, ...fields,
})
const field = (playerId: string, team: 'g' | 't' | 'h', position: FieldingRow['position']): FieldingRow => ({
  playerId, team, league: team === 'h' ? 'pacific' : 'central', position, g: 130, outs: 3300, po: 200, a: 300, e: 5,
})

const input: SeasonInput = {
  batting: [bat('slugger', 'g', { hr: 41, wraa: 35 }), bat('rival', 't', { hr: 41, wraa: 20 }), bat('kid', 't', { hr: 8, wraa: 12 }), bat('pac', 'h', { hr: 30 })],
  pitching: [pitch('ace', 'g', { w: 17, l: 4, so: 190 }), pitch('closer', 't', { g: 60, gs: 0, sv: 40, outs: 180 })],
  fielding: [field('slugger', 'g', '1B'), field('rival', 't', '1B'), field('kid', 't', 'SS'), field('pac', 'h', 'DH')],
  catching: [],
  teamGames: games,
  rookies: new Set(['kid']),
}

test('statistical titles are per league and shared on ties', () => {
  const titles = seasonTitles(input)
  const homers = titles.homerun_leader.map((r) => [r.scope, r.winners.map((w) => [w.playerId, w.value])])
  expect(homers).toEqual([['central', [['slugger', 41], ['rival', 41]]], ['pacific', [['pac', 30]]]])
  // no 40-save pitcher in the Pacific: nobody is 最多セーブ there
  expect(titles.saves_leader.map((r) => r.status)).toEqual(['awarded', 'none'])
})

test('voted awards follow our formulas on simulated data', () => {
  const titles = seasonTitles(input)
  // ace: (3.5 − 3.2) × 500 / 27 = 5.6 runs < slugger's 35
  expect(titles.mvp[0]?.winners.map((w) => w.playerId)).toEqual(['slugger'])
  expect(titles.rookie[0]?.winners.map((w) => w.playerId)).toEqual(['kid'])
  expect(titles.best_nine[1]?.winners.map((w) => [w.position, w.playerId])).toEqual([['DH', 'pac']])
  // ace meets G, W, W% (.810), SO: four of seven → no 沢村賞
  expect(titles.sawamura).toEqual([{ scope: 'npb', status: 'none', winners: [] }])
})

test('on imported real data voted awards are marked unavailable, never chosen', () => {
  const titles = seasonTitles({ ...input, rookies: null })
  expect(titles.mvp.map((r) => r.status)).toEqual(['unavailable', 'unavailable'])
  expect(titles.sawamura.map((r) => [r.scope, r.status])).toEqual([['npb', 'unavailable']])
  expect(titles.golden_glove.every((r) => r.winners.length === 0)).toBe(true)
  expect(titles.batting_champion[0]?.status).toBe('awarded')
})

test('the run-value awards (shown in 点) are voted awards: MVP, 新人王, ベストナイン', () => {
  expect([...RUN_VALUE_TITLE_TYPES]).toEqual(['mvp', 'rookie', 'best_nine'])
  expect([...RUN_VALUE_TITLE_TYPES].every(isVotedTitle)).toBe(true)
})
