/** Round steps a reader can count in: 1, 2 or 5 times a power of ten. */
const STEPS = [1, 2, 5, 10] as const

function niceStep(span: number, intervals: number): number {
  const raw = span / Math.max(1, intervals)
  const power = 10 ** Math.floor(Math.log10(raw))
  const factor = STEPS.find((step) => step * power >= raw) ?? 10
  return factor * power
}

/**
 * Axis ticks at a round step covering [min, max] with about `intervals` gaps: .231–.245 gives
 * .230 .235 .240 .245, never .231 .238 .245. Ticks are computed on integers of the step so that
 * 0.1 + 0.2 never prints as .30000000000000004.
 *
 * @example niceTicks(0.231, 0.245) // [0.23, 0.235, 0.24, 0.245]
 */
export function niceTicks(min: number, max: number, intervals = 4): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return []
  const [from, to] = min <= max ? [min, max] : [max, min]
  // A flat series is centred on a band 10 % of its value wide.
  const pad = from === to ? Math.abs(from) * 0.05 || 0.5 : 0
  const [low, high] = [from - pad, to + pad]
  const span = high - low
  const step = niceStep(span, intervals)
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1)
  const first = Math.floor(low / step + 1e-9)
  const last = Math.ceil(high / step - 1e-9)
  const count = Math.max(1, last - first)
  return Array.from({ length: count + 1 }, (_, index) => Number(((first + index) * step).toFixed(decimals)))
}
