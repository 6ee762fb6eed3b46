import { TITLE_TYPES } from '@/lib/route-params'
import { BATTING_AVERAGE_METRICS, PITCHING_AVERAGE_METRICS } from '@/lib/schemas/season-averages'
import { GLOSSARY, glossaryByGroup, glossaryEntry, glossaryHref } from './glossary'
import { GLOSSARY_GROUPS } from './glossary-entry'

test('a pitching column links to the pitching meaning of a shared key, a batting column to the batting one', () => {
  expect(glossaryEntry('h', 'pitching')?.name).toBe('被安打')
  expect(glossaryEntry('h', 'batting')?.name).toBe('安打')
  expect(glossaryEntry('k_pct', 'pitching')?.abbr).toBe('K%')
  expect(glossaryHref('k_pct', 'pitching')).toBe('/columns/glossary#pitching-k_pct')
  expect(glossaryHref('era', 'pitching')).toBe('/columns/glossary#era')
})

test('the standings columns (site spec point 3) and the season-average metrics have entries', () => {
  const standings = ['rank', 'games', 'win', 'lose', 'draw', 'winning_percentage', 'pythagorean_wp', 'games_behind_display', 'remaining_games']
  const averages = [...BATTING_AVERAGE_METRICS, ...PITCHING_AVERAGE_METRICS]
  expect([...standings, ...averages].filter((key) => glossaryHref(key) === null)).toEqual([])
})

test('the sabermetric terms the site uses or will use have entries', () => {
  const terms = ['re24', 'wpa', 'li', 'woba', 'wraa', 'wrc', 'wrc_plus', 'fip', 'babip', 'iso', 'k_pct', 'bb_pct', 'kbb', 'whip']
  const models = ['park_factor', 'run_expectancy', 'linear_weights', 'win_expectancy']
  expect([...terms, ...models].filter((key) => glossaryEntry(key) === null)).toEqual([])
})

test('every title is explained by at least one entry it is decided on', () => {
  expect(TITLE_TYPES.filter((title) => !GLOSSARY.some((entry) => entry.titles?.includes(title)))).toEqual([])
})

test('anchors are unique and safe in a URL fragment', () => {
  const anchors = GLOSSARY.map((entry) => entry.anchor)
  expect(new Set(anchors).size).toBe(anchors.length)
  expect(anchors.filter((anchor) => !/^[a-z0-9_-]+$/.test(anchor))).toEqual([])
})

test('a key (or alias) means one entry per side, so every lookup is unambiguous', () => {
  const seen = new Map<string, string>()
  const clashes: string[] = []
  for (const entry of GLOSSARY) {
    for (const key of [entry.key, ...(entry.aliases ?? [])]) {
      const slot = `${key}:${entry.side ?? 'both'}`
      const other = seen.get(slot)
      if (other) clashes.push(`${slot} (${other}, ${entry.anchor})`)
      seen.set(slot, entry.anchor)
    }
  }
  expect(clashes).toEqual([])
})

test('every formula carries a worked example in numbers', () => {
  const withFormula = GLOSSARY.filter((entry) => entry.formula)
  expect(withFormula.length).toBeGreaterThan(40)
  const lacking = withFormula.filter((entry) => !entry.formula || !/\d/.test(entry.formula.example) || !/[＝→]/.test(entry.formula.example))
  expect(lacking.map((entry) => entry.anchor)).toEqual([])
})

test('every entry has a Japanese name and a definition that ends as a sentence', () => {
  const incomplete = GLOSSARY.filter((entry) => entry.name.length === 0 || !entry.definition.endsWith('。'))
  expect(incomplete.map((entry) => entry.anchor)).toEqual([])
})

test('glossaryHref gives the entry’s anchor, aliases included, and null for an unknown key', () => {
  expect(glossaryHref('avg')).toBe('/columns/glossary#avg')
  expect(glossaryHref('wrc_plus')).toBe('/columns/glossary#wrc_plus')
  expect(glossaryHref('hld')).toBe('/columns/glossary#hld')
  expect(glossaryHref('games_behind_display')).toBe('/columns/glossary#games_behind')
  expect(glossaryHref('h')).toBe('/columns/glossary#h')
  expect(glossaryHref('no_such_stat')).toBeNull()
  expect(glossaryHref('runs', 'batting')).toBeNull()
})

test('the groups hold every entry once, in the order 打撃, 投手, 守備・チーム, セイバーメトリクス, 投球分析', () => {
  const groups = glossaryByGroup()
  expect(groups.map((group) => group.group)).toEqual([...GLOSSARY_GROUPS])
  expect(groups.flatMap((group) => group.entries)).toHaveLength(GLOSSARY.length)
  for (const { entries } of groups) expect(entries.length).toBeGreaterThan(0)
})
