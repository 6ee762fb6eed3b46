import { parseCsv, parseCsvLines } from './parse-csv'

test('a BOM at the start is no part of the first header', () => {
  expect(parseCsv('\uFEFFplayer,team\n大和,DeNA\n')).toEqual([
    ['player', 'team'],
    ['大和', 'DeNA'],
  ])
})

test('CRLF, bare CR and the CP932 files’ CR CR LF all end a line, and blank lines vanish', () => {
  expect(parseCsv('a,b\r\n1,2\r3,4\r\r\n5,6')).toEqual([
    ['a', 'b'],
    ['1', '2'],
    ['3', '4'],
    ['5', '6'],
  ])
})

test('quoted fields keep their commas, doubled quotes and newlines', () => {
  expect(parseCsv('name,pay,note\nゲラ,"14,700万円","said ""hi""\nthen left"\n')).toEqual([
    ['name', 'pay', 'note'],
    ['ゲラ', '14,700万円', 'said "hi"\nthen left'],
  ])
})

test('a comma ending every line, header included, is dropped; a row’s real empty last cell is kept', () => {
  expect(parseCsv('Player,G,Team,\nAoyagi Koyo,12,Hanshin Tigers,\n')).toEqual([
    ['Player', 'G', 'Team'],
    ['Aoyagi Koyo', '12', 'Hanshin Tigers'],
  ])
  expect(parseCsv('a,b\n1,\n')).toEqual([
    ['a', 'b'],
    ['1', ''],
  ])
})

test('each record keeps the source line it starts on, past blank lines and quoted newlines', () => {
  const lines = parseCsvLines('a,b\n\n"x\ny",1\n2,3\n').map((record) => record.line)
  expect(lines).toEqual([1, 3, 5])
})
