import { playersSearchSchema } from './players'

test('the list page reads q, team and page; a bad value falls back, an over-long q is cut to 50 characters', () => {
  expect(playersSearchSchema.parse({ q: '  大谷　翔平 ', team: 'f', page: '2' })).toEqual({ q: '大谷 翔平', team: 'f', page: 2 })
  expect(playersSearchSchema.parse({})).toEqual({ q: '', team: undefined, page: 1 })
  expect(playersSearchSchema.parse({ q: ['山田', '田中'], team: 'yokohama', page: '0' })).toEqual({ q: '山田', team: undefined, page: 1 })
  expect(playersSearchSchema.parse({ q: 'x'.repeat(500), page: '-3' })).toEqual({ q: 'x'.repeat(50), team: undefined, page: 1 })
})

test('the filters read the first of repeated values and drop any value not listed, without touching the others', () => {
  expect(playersSearchSchema.parse({ pos: 'P', status: 'active', bats: 'S', throws: 'L', sort: '-age' })).toMatchObject({ pos: 'P', status: 'active', bats: 'S', throws: 'L', sort: '-age' })
  expect(playersSearchSchema.parse({ pos: ['OF', 'P'], status: ['retired', 'all'], sort: ['debut'] })).toMatchObject({ pos: 'OF', status: 'retired', sort: 'debut' })
  const bad = playersSearchSchema.parse({ pos: 'DH', status: 'injured', bats: 'X', throws: 'S', sort: 'era', team: 't' })
  expect(bad).toEqual({ q: '', team: 't', page: 1 })
  expect([bad.pos, bad.status, bad.bats, bad.throws, bad.sort]).toEqual([undefined, undefined, undefined, undefined, undefined])
})
