import { playersSearchSchema } from '@/lib/schemas/players'
import { describePlayerList, listsPlayers } from './describe-player-list'

const descriptor = (query: Record<string, string>) => describePlayerList(playersSearchSchema.parse(query))

test('filtered lists are titled by what they hold and stay indexable; a search is noindex', () => {
  expect(descriptor({ team: 't', pos: 'P' })).toMatchObject({ title: '阪神の投手一覧', path: '/players/list' })
  expect(descriptor({ status: 'active', pos: 'P', throws: 'L', sort: 'age' }).title).toBe('現役の左投手一覧')
  expect(descriptor({ status: 'active', pos: 'P', throws: 'L', sort: 'age' }).description).toMatch(/年齢の若い順に並べています。$/)
  expect(descriptor({ team: 'g' }).title).toBe('巨人の選手一覧')
  expect(descriptor({ team: 'g', pos: 'P' }).noindex).toBeUndefined()
  expect(descriptor({ q: 'むら', pos: 'C' })).toMatchObject({ title: '「むら」の検索結果', noindex: true })
  expect(descriptor({}).title).toBe('選手一覧')
})

test('any valid choice lists players; none (or only bad values) keeps the index', () => {
  expect(listsPlayers(playersSearchSchema.parse({}))).toBe(false)
  expect(listsPlayers(playersSearchSchema.parse({ pos: 'DH', sort: 'era' }))).toBe(false)
  expect(listsPlayers(playersSearchSchema.parse({ status: 'all' }))).toBe(true)
  expect(listsPlayers(playersSearchSchema.parse({ sort: 'name' }))).toBe(true)
})
