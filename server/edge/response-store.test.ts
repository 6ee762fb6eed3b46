import { ResponseStore, type StoredResponse } from './response-store'

const entry = (bytes: number, etag = 'x'): StoredResponse => ({ status: 200, headers: {}, body: { identity: Buffer.alloc(bytes) }, etag })
const render = (value: StoredResponse, keep = true) => async () => ({ entry: value, keep })

test('a stored response is served again; the least recently used leaves first when over budget', async () => {
  const store = new ResponseStore(1000)
  store.useGeneration('a')
  await store.load('/1', render(entry(200)))
  await store.load('/2', render(entry(200)))
  store.get('/1')
  await store.load('/3', render(entry(200)))
  await store.load('/4', render(entry(200)))
  await store.load('/5', render(entry(200)))
  expect(store.size).toEqual({ entries: 5, bytes: 1000 })
  await store.load('/6', render(entry(200)))
  expect(store.get('/2')).toBeUndefined()
  expect(store.get('/1')).toBeDefined()
  expect(store.size.bytes).toBeLessThanOrEqual(1000)
})

test('concurrent misses share one render; an answer not to keep is shared but not stored', async () => {
  const store = new ResponseStore(10_000)
  store.useGeneration('a')
  let renders = 0
  const slow = async () => {
    renders += 1
    await new Promise((resolve) => setTimeout(resolve, 10))
    return { entry: entry(10), keep: false }
  }
  const answers = await Promise.all([store.load('/p', slow), store.load('/p', slow), store.load('/p', slow)])
  expect(renders).toBe(1)
  expect(answers.every((answer) => answer === answers[0])).toBe(true)
  expect(store.get('/p')).toBeUndefined()
})

test('a new generation (a rebuilt database) empties the store; a body over a quarter of the budget is not kept', async () => {
  const store = new ResponseStore(1000)
  store.useGeneration('a')
  await store.load('/1', render(entry(100)))
  store.useGeneration('b')
  expect(store.size).toEqual({ entries: 0, bytes: 0 })
  await store.load('/big', render(entry(300)))
  expect(store.get('/big')).toBeUndefined()
})
