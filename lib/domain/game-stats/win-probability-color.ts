/**
 * The map's diverging scale: white where the game is even, deepening to red as the home club is
 * favoured and to blue as the visitors are. The ends are Tailwind's red-400 and blue-400, light
 * enough that the cell's dark text keeps a contrast above 6:1 (WCAG AA asks 4.5).
 */
const EVEN = [255, 255, 255] as const
const HOME = [248, 113, 113] as const
const AWAY = [96, 165, 250] as const

const hex = (channels: readonly number[]) => `#${channels.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`
const mix = (to: readonly number[], share: number) => hex(EVEN.map((value, index) => value + ((to[index] ?? value) - value) * share))

/** −1…+1 → a colour: the sign picks the side, the size how far from white; outside is clamped, NaN is white. */
function diverging(signed: number): string {
  if (!Number.isFinite(signed)) return hex(EVEN)
  const share = Math.min(1, Math.abs(signed))
  return signed >= 0 ? mix(HOME, share) : mix(AWAY, share)
}

/**
 * A cell's colour from the home club's win expectancy (P(win) + ½·P(tie)), centred on 50 %:
 * colouring by WE rather than P(win) keeps a tied 12th, where a tie is the likeliest end, from
 * reading as a home defeat.
 *
 * @example winExpectancyColor(0.5) // '#ffffff'
 * @example winExpectancyColor(0.75) // '#fcb8b8' (halfway to red-400)
 */
export const winExpectancyColor = (we: number): string => diverging((we - 0.5) * 2)

/**
 * A difference map's colour: percentage points of P(win), full colour at ±`span` points.
 *
 * @example differenceColor(-5) // '#b0d2fd' (halfway to blue-400)
 */
export const differenceColor = (points: number, span = 10): string => diverging(points / span)

/** The legend's stops, 0 %…100 % WE, for a CSS gradient. */
export const WIN_EXPECTANCY_STOPS: readonly number[] = [0, 0.25, 0.5, 0.75, 1]
