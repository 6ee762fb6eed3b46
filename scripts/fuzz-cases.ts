import { ROUTE_TABLE } from '@/lib/route-table'

export type FuzzCase = { method: string; path: string; headers: Record<string, string> }

/** A value a visitor, a crawler or a scanner might put where a parameter goes. */
const BAD_PARAMS = ['1800', '99999', 'abc', '-1', '0', '2025.5', '%E3%81', '%zz', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(300), '%F0%9F%98%80', '%00', 'null', 'undefined', "'%20OR%201=1", '%3Cscript%3E']
const BAD_QUERIES = ['?sort=../../&order=sideways', '?page=-5', '?page=99999999999999999999', '?min=abc', '?q=%zz', '?q=' + 'あ'.repeat(80), '?league=western&view=nope', '?qualified=maybe', '?type[]=a&type[]=b', '?%=%', '?group=%00', '?season=1e9', '?pos=DH&status=gone&bats=Q&throws=S&sort=-zz&team=x', '?pos=P&pos=C&status=active&sort=-age&page=99999', '?date=2025-02-30&league=east&team=zz', '?date=' + '9'.repeat(40) + '&date=2025-05-01', '?hand=X&site=moon&risp=2&month=13&count=zz&inning=0-0&from=2025-02-30&to=x', '?to=2025-06-30&from=2025-09-01&top=7&league=east', '?hand=L&hand=R&month=8&month=x&season=2016&through=1999', '?cols=%00,zz,' + 'avg,'.repeat(60) + '&preset=nope&per=-1&min=99999', '?min=-5&view=%00&sort=zz&order=up']
const METHODS = ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'CONNECT', 'FOO']
const HEADER_SETS: readonly Record<string, string>[] = [
  { Range: 'bytes=999999999-' },
  { Range: 'bytes=abc' },
  { Range: 'bytes=0-1,5-6,10-' },
  { Range: 'items=0-5' },
  { 'If-None-Match': '*' },
  { 'If-None-Match': '"nope", W/"x"' },
  { 'If-Modified-Since': 'yesterday-ish' },
  { 'If-Range': 'garbage', Range: 'bytes=0-10' },
  { 'Accept-Encoding': 'br;q=x, gzip;;;, *;q=-1' },
  { Accept: 'application/json' },
  { Accept: '*/*;q=abc' },
  { RSC: '1' },
  { RSC: '1', 'Next-Router-State-Tree': 'not-json' },
  { RSC: '1', 'Next-Router-State-Tree': '%5B%22%22%2C%7B%7D%5D' },
  { 'Next-Router-Prefetch': '1' },
  { 'Next-Router-Segment-Prefetch': '/_tree' },
  { 'Next-Url': '/../../etc' },
  { 'Next-Action': 'abc123' },
  { Cookie: `x=${'a'.repeat(7000)}` },
  { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'gopher' },
  { 'Content-Type': 'multipart/form-data; boundary=x' },
  { 'Accept-Language': 'zz'.repeat(200) },
  { 'User-Agent': '' },
  { 'X-Middleware-Subrequest': 'middleware:middleware:middleware:middleware:middleware' },
]

/** The sample path with its index-th dynamic segment (of the pattern) replaced by a bad value. */
function withBadParam(pattern: string, sample: string, index: number, value: string): string {
  const dynamic = pattern.split('/').flatMap((part, at) => (part.startsWith(':') ? [at] : []))
  const target = dynamic[index]
  return sample.split('/').map((part, at) => (at === target ? value : part)).join('/')
}

/** Every route's sample with one parameter bad at a time, and the files and APIs besides. */
function paths(): string[] {
  const samples = ROUTE_TABLE.map((entry) => entry.sample)
  const broken = ROUTE_TABLE.flatMap((entry) => {
    const params = entry.pattern.match(/:[A-Za-z]+/g) ?? []
    return params.flatMap((_, index) => BAD_PARAMS.map((value) => withBadParam(entry.pattern, entry.sample, index, value)))
  })
  const files = ['/og-image.png', '/favicon.ico', '/robots.txt', '/sitemap.xml', '/sitemaps/sitemap/0.xml', '/sitemaps/sitemap/99.xml', '/sitemaps/sitemap/%zz.xml', '/og/players/41045138/2025', '/og/players/abc/2025', '/og/players/41045138/99999', `/og/players/${'9'.repeat(300)}/2025`, '/og/games/20250601-db-c-01', '/og/games/abc', `/og/games/${'9'.repeat(300)}`, '/game-results/mvp/monthly?month=2025-13&league=east', `/game-results/mvp/monthly?month=${'9'.repeat(40)}`, '/game-results/mvp/daily?date=2025-02-30&date=x', '/_next/static/chunks/none.js', '/_next/image?url=%2Fog-image.png&w=64&q=75', '/_next/data/x/y.json', '/.env', '/%2e%2e/%2e%2e/etc/passwd', '/api', '/api/unknown', '/api/health', '/api/players?q=%zz', '/api/players?q=' + 'x'.repeat(500), '/api/records/standings?season=abc', '/api/records/season/players?type=x&season=2025', '/api/records/season/players/csv?type=batting&season=99999', '/api/games/schedule?date=2025-13-45', '/api/leaders/batting?hand=X', '/api/leaders/pitching?season=1e9&top=1000', '/api/stats/batting?per=zz&cols=%00', '/api/stats/pitching/csv?season=99999', '/api/pitch-data/pitching?season=abc', '/api/pitch-data/x/csv?season=2025', '/api/pitch-data/batting/csv?season=99999&view=%00', '/api/pitch-data/summary?season=1e9',
    '/game-stats/win-probability?season=1e9&state=9-9&compare=%00', '/game-stats/win-probability-model?season=1e9&inning=0&half=x&bases=9&diff=%00',
    '/game-stats/run-expectancy?state=x&inning=99&half=%zz&lead=-999', '/game-stats/run-value?league=x&season=abc', '/game-stats/park-factor?basis=x&league=east',
    '/game-stats/score-distribution?vs=%00&season=abc', '/game-stats/score-trend?metric=zz&season=20255', '/api/game-stats/win-probability?inning=13&half=x&outs=3&bases=8&diff=-99',
    '/api/game-stats/win-probability?season=2025&inning=9&half=bottom&outs=0&bases=0&diff=' + '9'.repeat(40), '/api/game-stats/run-value?season=abc&league=x', '/api/game-stats/run-value/csv?league=%00',
    '/analysis/wpa/batting?season=1e9&league=x&qualified=maybe&sort=%00&order=up&page=-1', '/analysis/re24/pitching?page=999999', '/analysis/lwts/batting?sort=' + 'x'.repeat(300),
    '/api/analysis/wpa/batting?season=abc', '/api/analysis/x/batting', '/api/analysis/lwts/pitching/csv?league=%zz',
    '/analysis/bubble-chart/players/batting?x=%00&y=zz&size=-1&qual=x&sort=q', '/api/analysis/bubble-chart/players/batting?x=nope', '/api/analysis/bubble-chart/x/y',
    '/analysis/chart-race/batting?stat=zz&date=2025-13-45&season=0', '/api/analysis/chart-race/pitching?stat=hr', '/api/analysis/chart-race/x?season=2025',
    '/analysis/situational/batting/2025?family=x&bases=9&outs=5&inning=0&count=4-3&ph=2&hand=x&team=zz&player=%00&month=13&result=x&seasons=x&page=0',
    '/api/analysis/plays?bases=99&outs=-1', '/api/analysis/plays?player=' + '9'.repeat(300), '/analysis/situational/fielding/2025',
    '/analysis/position-correlation/batting/2025/zz?pos=%00', '/analysis/position-correlation/x/2025/all', '/analysis/draft?year=1e9&round=x',
    '/simulation/championship?season=1e9&asOf=2025-13-45&n=-5&seed=%00', '/simulation/championship?n=999999999&seed=' + '9'.repeat(40),
    '/api/simulation/championship?season=2025&asOf=2025-07-01&n=999999999&seed=1&chunk=0', '/api/simulation/championship?season=2025&asOf=1999-01-01&n=20000&seed=1&chunk=-1',
    '/api/simulation/championship?season=2025&n=200000&seed=1&chunk=99', '/api/simulation/championship/history?season=abc&seed=0',
    '/simulation/growth-curve?player=%00&role=x&q=' + 'x'.repeat(300), '/api/simulation/growth-curve?player=nobody', '/api/simulation/growth-curve/aging?role=x',
    '/simulation/matchup?batter=x&pitcher=%zz&season=1e9&park=zz&n=0&seed=-1&bq=' + 'x'.repeat(300), '/api/simulation/matchup?batter=x&pitcher=y&n=10', '/api/simulation/matchup?n=100001',
    '/simulation/score-streaming?home=zz&away=g&park=%00&seed=abc&speed=99&season=1e9', '/api/simulation/score-streaming?home=zz&away=g',
    '/api/simulation/score-streaming?home=g&away=t&seed=1&speed=max&from=999999', '/api/simulation/score-streaming/game?home=g&away=g&seed=0']
  return [...samples, ...broken, ...files]
}

/** Pages, a file and APIs that get every odd method and every header set. */
const EVERYTHING_ON = ['/', '/records/season/players/batting/2025', '/og-image.png', '/_next/static/chunks/none.js', '/api/health', '/api/players?q=a']

/**
 * The fuzz: every path by GET, by one odd method and with one odd header set (rotating through
 * both lists), bad queries on every sample, every method and header set on a few paths, and
 * request targets only a raw client sends. Deterministic: the same cases in the same order.
 */
export function fuzzCases(): FuzzCase[] {
  const cases: FuzzCase[] = []
  const pick = <T,>(list: readonly T[], index: number, fallback: T): T => list[index % list.length] ?? fallback
  paths().forEach((path, index) => {
    cases.push({ method: 'GET', path, headers: {} })
    cases.push({ method: pick(['HEAD', ...METHODS], index, 'HEAD'), path, headers: {} })
    cases.push({ method: 'GET', path, headers: pick(HEADER_SETS, index, {}) })
  })
  ROUTE_TABLE.forEach((entry, index) => {
    for (let k = 0; k < 4; k += 1) cases.push({ method: 'GET', path: `${entry.sample}${pick(BAD_QUERIES, index + k, '')}`, headers: {} })
  })
  for (const path of EVERYTHING_ON) {
    for (const method of METHODS) cases.push({ method, path, headers: {} })
    for (const headers of HEADER_SETS) cases.push({ method: 'GET', path, headers })
  }
  for (const target of ['*', 'http://evil.example/', '//evil.example/x', 'records', '/%', '/%E3%81', `/${'a'.repeat(5000)}`]) {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'TRACE']) cases.push({ method, path: target, headers: {} })
  }
  return cases
}
