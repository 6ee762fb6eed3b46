export type Lab = { l: number; a: number; b: number }

const rad = (deg: number) => (deg * Math.PI) / 180
const deg = (r: number) => (r * 180) / Math.PI

function linear(channel: number): number {
  const c = channel / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** CIELAB (D65) of an sRGB '#RRGGBB' colour. */
export function hexToLab(hex: string): Lab {
  const value = Number.parseInt(hex.slice(1), 16)
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map(linear) as [number, number, number]
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116)
  return { l: 116 * f(y) - 16, a: 500 * (f(x) - f(y)), b: 200 * (f(y) - f(z)) }
}

/** WCAG relative luminance, for contrast against the page's white. */
export function relativeLuminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16)
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map(linear) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function hue(b: number, a: number): number {
  if (a === 0 && b === 0) return 0
  const h = deg(Math.atan2(b, a))
  return h < 0 ? h + 360 : h
}

/**
 * The CIEDE2000 colour difference (Sharma, Wu & Dalal 2005): about 2 is a just-noticeable
 * difference, above 20 two lines are told apart at a glance.
 */
export function ciede2000(one: Lab, two: Lab): number {
  const c1 = Math.hypot(one.a, one.b)
  const c2 = Math.hypot(two.a, two.b)
  const cMean7 = ((c1 + c2) / 2) ** 7
  const g = 0.5 * (1 - Math.sqrt(cMean7 / (cMean7 + 25 ** 7)))
  const a1 = (1 + g) * one.a
  const a2 = (1 + g) * two.a
  const cp1 = Math.hypot(a1, one.b)
  const cp2 = Math.hypot(a2, two.b)
  const h1 = hue(one.b, a1)
  const h2 = hue(two.b, a2)
  const dL = two.l - one.l
  const dC = cp2 - cp1
  let dh = 0
  if (cp1 * cp2 !== 0) dh = Math.abs(h2 - h1) <= 180 ? h2 - h1 : h2 - h1 > 180 ? h2 - h1 - 360 : h2 - h1 + 360
  const dH = 2 * Math.sqrt(cp1 * cp2) * Math.sin(rad(dh / 2))
  const lMean = (one.l + two.l) / 2
  const cpMean = (cp1 + cp2) / 2
  let hMean = h1 + h2
  if (cp1 * cp2 !== 0) hMean = Math.abs(h1 - h2) <= 180 ? (h1 + h2) / 2 : h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2
  const t = 1 - 0.17 * Math.cos(rad(hMean - 30)) + 0.24 * Math.cos(rad(2 * hMean)) + 0.32 * Math.cos(rad(3 * hMean + 6)) - 0.2 * Math.cos(rad(4 * hMean - 63))
  const sL = 1 + (0.015 * (lMean - 50) ** 2) / Math.sqrt(20 + (lMean - 50) ** 2)
  const sC = 1 + 0.045 * cpMean
  const sH = 1 + 0.015 * cpMean * t
  const cpMean7 = cpMean ** 7
  const rT = -2 * Math.sqrt(cpMean7 / (cpMean7 + 25 ** 7)) * Math.sin(rad(60 * Math.exp(-(((hMean - 275) / 25) ** 2))))
  return Math.sqrt((dL / sL) ** 2 + (dC / sC) ** 2 + (dH / sH) ** 2 + rT * (dC / sC) * (dH / sH))
}
