// One Lighthouse run of one URL, as the issue measures it: the default mobile form factor with the
// default simulated throttling, in a fresh headless Chromium (Debian's, not a downloaded one).
import type { Result } from 'lighthouse'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]

export const perCategory = <T>(make: (category: Category) => T) => Object.fromEntries(CATEGORIES.map((category) => [category, make(category)])) as Record<Category, T>

/** An audit that did not pass, with the first few things it points at (node selectors, snippets, URLs). */
export type FailingAudit = { id: string; title: string; score: number; examples: string[] }

export type LighthouseRun = {
  scores: Record<Category, number>
  /** Seconds for LCP and FCP, milliseconds for TBT, unitless CLS: as the report shows them. */
  lcpS: number
  fcpS: number
  /** The unthrottled paint times of this load, before the simulation: equal when the LCP element paints in the first frame. */
  observedFcpMs: number
  observedLcpMs: number
  tbtMs: number
  cls: number
  failing: Record<Category, FailingAudit[]>
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu']
const EXAMPLES = 3

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** What a details row points at: a DOM node (selector + snippet), a URL or source, or an LCP phase. */
function describeItem(item: unknown): string | null {
  if (!isRecord(item)) return null
  const node = item.node
  if (isRecord(node) && node.type === 'node') return `${String(node.selector ?? '')}  ${String(node.snippet ?? '')}`.trim()
  if (typeof item.phase === 'string' && typeof item.timing === 'number') return `${item.phase} ${item.timing.toFixed(0)} ms`
  for (const key of ['url', 'source', 'description']) {
    const value = item[key]
    if (typeof value === 'string') return value
    if (isRecord(value) && typeof value.url === 'string') return value.url
  }
  return null
}

/** The rows of an audit's details; a `list` (the LCP element audit) holds tables of rows. */
function rows(details: unknown): unknown[] {
  if (!isRecord(details) || !Array.isArray(details.items)) return []
  const items: unknown[] = details.items
  return details.type === 'list' ? items.flatMap(rows) : items
}

function examples(audit: Result['audits'][string]): string[] {
  const texts = rows(audit.details).map(describeItem).filter((text): text is string => text !== null && text !== '')
  return texts.slice(0, audit.id === 'largest-contentful-paint-element' ? texts.length : EXAMPLES)
}

/** Scored audits of a category under Lighthouse's own pass mark (0.9). */
function failingAudits(lhr: Result, category: Category): FailingAudit[] {
  const refs = lhr.categories[category]?.auditRefs ?? []
  return refs.flatMap(({ id }) => {
    const audit = lhr.audits[id]
    if (!audit || audit.score === null || audit.score >= 0.9) return []
    if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) return []
    return [{ id, title: audit.title, score: audit.score, examples: examples(audit) }]
  })
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN

function observed(lhr: Result, key: 'observedFirstContentfulPaint' | 'observedLargestContentfulPaint'): number {
  const [metrics] = rows(lhr.audits.metrics?.details)
  const value = isRecord(metrics) ? metrics[key] : undefined
  return typeof value === 'number' ? value : Number.NaN
}

/**
 * `simulate` is Lighthouse's default (Lantern estimates slow 4G and a 4× slower CPU from an
 * unthrottled load); `devtools` throttles the load itself and reports what it saw.
 */
export type Throttling = 'simulate' | 'devtools'

export async function lighthouseRun(url: string, chromePath: string, throttling: Throttling = 'simulate'): Promise<LighthouseRun> {
  // Imported as ES modules, not through tsx's require hook: that one compiles them with esbuild's
  // keepNames, and the `__name` calls it adds break the functions Lighthouse sends into the page.
  const [{ launch }, { default: lighthouse }] = await Promise.all([import('chrome-launcher'), import('lighthouse')])
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'error' })
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], throttlingMethod: throttling })
    const lhr = result?.lhr
    if (!lhr) throw new Error(`lighthouse returned nothing for ${url}`)
    if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100)
    return {
      scores: perCategory(score),
      lcpS: numeric(lhr, 'largest-contentful-paint') / 1000,
      fcpS: numeric(lhr, 'first-contentful-paint') / 1000,
      observedFcpMs: observed(lhr, 'observedFirstContentfulPaint'),
      observedLcpMs: observed(lhr, 'observedLargestContentfulPaint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      failing: perCategory((category) => failingAudits(lhr, category)),
    }
  } finally {
    chrome.kill()
  }
}
