import { z } from 'zod'
import { boolParam, intParam, parseQuery } from './query-params'

const shape = { season: intParam(1936, 2100), kind: z.enum(['a', 'b']).default('a'), all: boolParam.default(true) }
const hints = { season: ['4桁の年', 'a four-digit year'], kind: ['a か b', 'a or b'], all: ['true か false', 'true or false'] } as const

test('good parameters parse and the client’s cache-busting timestamp is ignored', () => {
  expect(parseQuery(new URLSearchParams('season=2025&all=false&_t=1763683200000'), shape, hints)).toEqual({ ok: true, value: { season: 2025, kind: 'a', all: false } })
})

test.each([
  ['season=20x5', 'パラメータ season の値「20x5」は使えません。4桁の年を指定してください。', 'query parameter season "20x5" is not accepted; expected a four-digit year'],
  ['kind=c&season=2025', 'パラメータ kind の値「c」は使えません。a か bを指定してください。', 'query parameter kind "c" is not accepted; expected a or b'],
  ['', 'パラメータ season がありません。4桁の年を指定してください。', 'query parameter season is missing; expected a four-digit year'],
])('%s is a 400 that names the parameter in both languages', async (query, message, messageEn) => {
  const result = parseQuery(new URLSearchParams(query), shape, hints)
  expect(result.ok).toBe(false)
  if (result.ok) return
  expect(result.response.status).toBe(400)
  expect(await result.response.json()).toEqual({ error: { code: 'invalid_parameter', message, message_en: messageEn } })
})

test('a check across parameters points at the one that does not fit', () => {
  const result = parseQuery(new URLSearchParams('season=2025&kind=b'), shape, hints, (value) => (value.kind === 'b' && value.season > 2000 ? 'kind' : null))
  expect(result.ok).toBe(false)
})
