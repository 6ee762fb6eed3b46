// What the benchmarks measure with: a timed call, a percentile and the p50/p95/max line they print.

/** What `work` returns and the milliseconds it took. */
export const time = <T>(work: () => T): [T, number] => {
  const start = performance.now()
  const result = work()
  return [result, performance.now() - start]
}

/** The p-th percentile of ascending latencies (nearest rank); NaN for none. */
export const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN

/** `p50 …, p95 …, max …` of some timings, each to `digits` decimals and followed by `unit`. */
export function spread(values: readonly number[], digits: number, unit = ''): string {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (value: number) => `${value.toFixed(digits)}${unit}`
  return `p50 ${at(percentile(sorted, 50))}, p95 ${at(percentile(sorted, 95))}, max ${at(sorted.at(-1) ?? Number.NaN)}`
}
