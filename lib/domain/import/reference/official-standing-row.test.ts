import { parseOfficialStandings } from './official-standing-row'

const CENTRAL_2024 = [
  'Team,G,W,L,T,PCT,GB,Home,Road,vsG,vsT,vsDB,vsC,vsS,vsD,Int,',
  'YomiuriGiants,143,77,59,7,.566,--,39-30(3),38-29(4),--,12-12(1),16-8(1),13-9(3),13-12,15-9(1),8-9(1),',
  'HanshinTigers,143,74,63,6,.540,3.5,43-27(2),31-36(4),12-12(1),--,13-11(1),12-12(1),15-10,15-7(3),7-11,',
].join('\r\n')

test('a standings row keeps its record, splits and head-to-head, leaving out the club itself', () => {
  const [giants, tigers] = parseOfficialStandings(CENTRAL_2024, 'C.csv', 'central')
  expect(giants).toEqual({
    team: 'g',
    league: 'central',
    g: 143,
    w: 77,
    l: 59,
    t: 7,
    pct: 0.566,
    gamesBehind: null,
    home: { w: 39, l: 30, t: 3 },
    road: { w: 38, l: 29, t: 4 },
    vs: { t: { w: 12, l: 12, t: 1 }, db: { w: 16, l: 8, t: 1 }, c: { w: 13, l: 9, t: 3 }, s: { w: 13, l: 12, t: 0 }, d: { w: 15, l: 9, t: 1 } },
    interleague: { w: 8, l: 9, t: 1 },
  })
  expect(tigers?.gamesBehind).toBe(3.5)
  expect(tigers?.vs.g).toEqual({ w: 12, l: 12, t: 1 })
})

test('"vs B" with a space is Orix, and a season without interleague has no Int column', () => {
  const text = 'Team,G,W,L,T,PCT,GB,Home,Road,vs H,vs B,\nFukuoka SoftBankHawks,120,73,42,5,.635,--,40-18(2),33-24(3),--,17-7,\n'
  const [hawks] = parseOfficialStandings(text, 'P.csv', 'pacific')
  expect(hawks?.vs).toEqual({ bs: { w: 17, l: 7, t: 0 } })
  expect(hawks).not.toHaveProperty('interleague')
})

test('a malformed split names its cell', () => {
  const text = CENTRAL_2024.replace('38-29(4)', '38-29 4')
  expect(() => parseOfficialStandings(text, 'C.csv', 'central')).toThrow('C.csv line 2, column 9 (Road): expected wins-losses(ties) such as 12-12(1), got "38-29 4"')
})

test('an opponent letter nobody uses is a header error', () => {
  const text = 'Team,G,W,L,T,PCT,GB,Home,Road,vsX\nYomiuriGiants,1,1,0,0,1.000,--,1-0,0-0,1-0\n'
  expect(() => parseOfficialStandings(text, 'C.csv', 'central')).toThrow('C.csv line 1, column 10 (vsX): unknown opponent "X"')
})
