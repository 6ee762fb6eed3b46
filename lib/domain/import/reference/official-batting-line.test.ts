import { parseOfficialBatting } from './official-batting-line'

const HEADER = 'Player,G,PA,AB,R,H,2B,3B,HR,TB,RBI,SB,CS,SH,SF,BB,IBB,HP,SO,GDP,AVG,SLG,OBP,Team,'

test('a StatsRawBR line becomes an official batting line (BOM, CRLF, trailing comma, full-width team)', () => {
  const text = `\uFEFF${HEADER}\r\nChikamoto Koji,141,639,562,71,160,16,5,6,204,45,19,9,0,4,68,5,5,93,7,.285,.363,.365,阪　神,\r\n`
  expect(parseOfficialBatting(text, 'BR.csv')).toEqual([
    {
      playerId: null,
      name: 'Chikamoto Koji',
      team: 't',
      g: 141,
      pa: 639,
      ab: 562,
      r: 71,
      h: 160,
      doubles: 16,
      triples: 5,
      hr: 6,
      tb: 204,
      rbi: 45,
      sb: 19,
      cs: 9,
      sh: 0,
      sf: 4,
      bb: 68,
      ibb: 5,
      hbp: 5,
      so: 93,
      gidp: 7,
      avg: 0.285,
    },
  ])
})

test('no at-bats means no average, whatever .000 the table prints', () => {
  const [line] = parseOfficialBatting(`${HEADER}\nGuerra Javy,59,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,.000,.000,.000,Hanshin Tigers,\n`, 'BR.csv')
  expect(line?.avg).toBeNull()
})

test('rows of farm clubs outside NPB are left out', () => {
  const text = `${HEADER}\nSomeone,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,.000,.000,.000,HAYATE Ventures,\n`
  expect(parseOfficialBatting(text, 'BF.csv')).toEqual([])
})

test('a bad cell names the file, line and column', () => {
  const text = `${HEADER}\nAoyagi Koyo,12,18,12,0,0,0,0,0,0,2,0,0,4,1,1,0,0,5,0,.000,.000,.071,Hanshin Tigers,\nBeasley Jeremy,14,2x,21,2,0,0,0,0,0,0,0,0,1,0,1,0,0,11,0,.000,.000,.045,Hanshin Tigers,\n`
  expect(() => parseOfficialBatting(text, '2024StatsRawBR.csv')).toThrow('2024StatsRawBR.csv line 3, column 3 (PA): expected a whole count, got "2x"')
})

test('an unknown team and a missing column are errors too', () => {
  expect(() => parseOfficialBatting(`${HEADER}\nA B,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,.000,.000,.000,Kintetsu Buffaloes,\n`, 'BR.csv')).toThrow(
    'BR.csv line 2, column 24 (Team): unknown team "Kintetsu Buffaloes"',
  )
  expect(() => parseOfficialBatting('Player,G,Team\nA B,1,Hanshin Tigers\n', 'BR.csv')).toThrow('BR.csv line 1: no column "AB" in the header')
})
