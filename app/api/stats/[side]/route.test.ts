import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { statsExplorerSchema } from '@/lib/schemas/stats-explorer'

type Route = typeof import('./route')
type CsvRoute = typeof import('./csv/route')
let api: Route['GET']
let csv: CsvRoute['GET']

beforeAll(async () => {
  process.env.NPB_DB_PATH = simDatabasePath()
  api = (await import('./route')).GET
  csv = (await import('./csv/route')).GET
})

const ask = (side: string, query = '', headers: Record<string, string> = {}) =>
  api(new Request(`http://127.0.0.1/api/stats/${side}${query ? `?${query}` : ''}`, { headers }), { params: Promise.resolve({ side }) })
const askCsv = (side: string, query = '') => csv(new Request(`http://127.0.0.1/api/stats/${side}/csv${query ? `?${query}` : ''}`), { params: Promise.resolve({ side }) })

test('the default batting view: the latest season’s qualified lines by AVG, with an ETag a client holding it gets a 304 for', async () => {
  const response = await ask('batting')
  expect(response.status).toBe(200)
  const body = statsExplorerSchema.parse(await response.json())
  expect(body).toMatchObject({ side: 'batting', from: 2025, to: 2025, level: 'season', sort: 'avg', order: 'desc', per: '50', page: 1 })
  expect(body.rows.length).toBe(Math.min(50, body.total))
  expect(body.rows.every((row) => row.qualified)).toBe(true)
  const etag = response.headers.get('etag') ?? ''
  expect((await ask('batting', '', { 'If-None-Match': etag })).status).toBe(304)
})

test('the page’s params shape the answer: a split, columns, a sort, a position, a range', async () => {
  const split = statsExplorerSchema.parse(await (await ask('pitching', 'league=central&hand=L&risp=1&cols=outs,so,fip,csw_pct&sort=so&qualified=false&pos=rp')).json())
  expect(split).toMatchObject({ side: 'pitching', level: 'pa', sort: 'so', order: 'desc', columns: ['outs', 'so', 'fip', 'csw_pct'], pitch: 'one-season-only', positions: 'games' })
  expect(split.rows.every((row) => row.league === 'central')).toBe(true)
  const range = statsExplorerSchema.parse(await (await ask('batting', 'season=2024&through=2025&per=all')).json())
  expect([range.from, range.to, range.qualifier.rule, range.rows.length]).toEqual([2024, 2025, 'range', range.total])
})

test.each([
  ['batting', 'season=20x5', 'season'],
  ['batting', 'per=25', 'per'],
  ['batting', 'pos=sp', 'pos'],
  ['pitching', 'pos=ss', 'pos'],
  ['batting', 'cols=avg,era', 'cols'],
  ['pitching', 'sort=avg', 'sort'],
  ['batting', 'season=2025&through=2024', 'through'],
  ['batting', 'hand=X', 'hand'],
  ['batting', 'from=2025-02-30', 'from'],
  ['batting', 'from=2025-07-01&to=2025-06-01', 'to'],
  ['batting', 'qualified=yes', 'qualified'],
  ['batting', 'page=0', 'page'],
])('%s ?%s is a 400 naming %s, in both languages', async (side, query, name) => {
  for (const response of [await ask(side, query), await askCsv(side, query)]) {
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: { code: string; message: string; message_en: string } }
    expect(body.error.code).toBe('invalid_parameter')
    expect(body.error.message).toContain(`パラメータ ${name}`)
    expect(body.error.message_en).toContain(`parameter ${name}`)
  }
})

test('a season without games and an unknown side are 404s', async () => {
  expect((await ask('batting', 'season=2016')).status).toBe(404)
  expect((await ask('batting', 'season=2024&through=2030')).status).toBe(404)
  expect((await askCsv('pitching', 'season=2016')).status).toBe(404)
  expect((await ask('fielding')).status).toBe(404)
})

test('the CSV is the whole view with the JSON’s rows in order: UTF-8 with a BOM, the simulated league’s notice, a header, a line per row', async () => {
  const query = 'qualified=false&preset=saber&sort=woba&league=pacific'
  const response = await askCsv('batting', query)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="stats-batting-2025-pacific-all-saber\.csv"$/)
  const bytes = new Uint8Array(await response.arrayBuffer())
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const [notice, header, ...lines] = new TextDecoder().decode(bytes.subarray(3)).trimEnd().split('\r\n')
  expect(notice).toMatch(/架空のシミュレーションリーグ/)
  expect(header?.startsWith('順位,選手,球団,打席,打率')).toBe(true)
  const all = statsExplorerSchema.parse(await (await ask('batting', `${query}&per=all`)).json())
  expect(lines).toHaveLength(all.total)
  expect(lines.slice(0, 5).map((line) => line.split(',')[1])).toEqual(all.rows.slice(0, 5).map((row) => row.name))
})
