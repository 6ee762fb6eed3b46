import { parseOfficialPitching } from './official-pitching-line'

const HEADER = 'Pitcher,G,W,L,SV,HLD,CG,SHO,PCT,BF,IP,,H,HR,BB,IBB,HB,SO,WP,BK,R,ER,ERA,Team,'

test('innings split over IP and the unnamed column become outs', () => {
  const text = [
    HEADER,
    'Aoyagi Koyo,12,2,3,0,0,0,0,.400,269,61,,66,2,21,1,6,35,1,1,31,25,3.69,Hanshin Tigers,',
    'Beasley Jeremy,14,8,3,0,0,1,0,.727,305,76,.2,53,6,24,0,5,75,4,0,23,21,2.47,Hanshin Tigers,',
    'Hamachi Masumi,18,0,0,0,0,0,0,.000,83,1,.2,17,2,2,1,0,9,1,0,6,5,2.11,Hanshin Tigers,',
  ].join('\n')
  expect(parseOfficialPitching(text, 'PR.csv').map((line) => [line.name, line.outs])).toEqual([
    ['Aoyagi Koyo', 183],
    ['Beasley Jeremy', 230],
    ['Hamachi Masumi', 5],
  ])
})

test('every column lands in its field', () => {
  const [line] = parseOfficialPitching(`${HEADER}\nBeasley Jeremy,14,8,3,0,0,1,0,.727,305,76,.2,53,6,24,0,5,75,4,0,23,21,2.47,Hanshin Tigers,\n`, 'PR.csv')
  expect(line).toEqual({
    playerId: null, name: 'Beasley Jeremy', team: 't', g: 14, w: 8, l: 3, sv: 0, hld: 0, cg: 1, sho: 0, bf: 305, outs: 230,
    h: 53, hr: 6, bb: 24, ibb: 0, hbp: 5, so: 75, wp: 4, bk: 0, r: 23, er: 21, era: 2.47,
  })
})

test('no out recorded ("+" or a blank IP) is zero outs and no ERA', () => {
  const text = [HEADER, 'Tsukahara Shohei,1,0,1,0,0,0,0,.000,3,+,,0,0,2,0,1,0,1,0,3,3,----,ORIX Buffaloes,', 'Fuji Yamato,1,0,0,0,0,0,0,.000,5,,,5,1,0,0,0,0,0,0,5,5,----,Seibu Lions,'].join('\n')
  expect(parseOfficialPitching(text, 'PR.csv').map((line) => [line.outs, line.era])).toEqual([
    [0, null],
    [0, null],
  ])
})

test('newer files print IP in one column; farm files have no HLD column', () => {
  const joined = 'Pitcher,G,W,L,SV,CG,SHO,NBBG,PCT,BF,IP,H,HR,BB,IBB,HB,SO,WP,BK,R,ER,ERA,Team,\nHayakawa Daiki,1,0,0,0,0,0,0,.000,6,1.2,1,0,0,0,0,2,0,0,0,0,0.00,Hanshin Tigers,\n'
  expect(parseOfficialPitching(joined, 'PF.csv')).toMatchObject([{ outs: 5, hld: 0, era: 0 }])
})

test('a malformed innings cell names the file, line and column', () => {
  const text = `${HEADER}\nX Y,1,0,0,0,0,0,0,.000,3,1,.5,0,0,0,0,0,0,0,0,0,0,0.00,Seibu Lions,\n`
  expect(() => parseOfficialPitching(text, 'PR.csv')).toThrow('PR.csv line 2, column 11 (IP): innings pitched must look like 76, 76.2 or .1, got "1.5"')
})
