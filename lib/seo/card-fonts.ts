import 'server-only'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { facesForText, parseFontFaces, type FontFace } from '@/lib/domain/fonts/unicode-range'

/** The card's two weights: bold for the name and the numbers, regular for labels. */
export const CARD_FONT_WEIGHTS = [400, 700] as const
type Weight = (typeof CARD_FONT_WEIGHTS)[number]

/**
 * Satori takes one font per name and weight, and looks a missing glyph up in the other names: so
 * each subset goes in under a name of its own, `Noto Sans JP (0)` … `Noto Sans JP (latin)`.
 */
const subsetName = (file: string) => `Noto Sans JP (${file.replace(/^noto-sans-jp-/, '').replace(/-\d{3}-normal\.woff$/, '')})`

/** The card's first choice: the latin subset, so digits and letters never come from a CJK subset's fallback. */
export const CARD_FONT_FAMILY = subsetName('noto-sans-jp-latin-400-normal.woff')

/** next.config.ts traces these into the standalone bundle (outputFileTracingIncludes). */
const FONT_DIR = 'node_modules/@fontsource/noto-sans-jp'

type CardFont = { name: string; data: Buffer; weight: Weight; style: 'normal' }

const fontDir = () => join(/*turbopackIgnore: true*/ process.cwd(), FONT_DIR)

const facesByWeight = new Map<Weight, FontFace[]>()
const files = new Map<string, Buffer>()

function facesOf(weight: Weight): FontFace[] {
  const known = facesByWeight.get(weight)
  if (known) return known
  const faces = parseFontFaces(readFileSync(join(fontDir(), `${weight}.css`), 'utf8'))
  facesByWeight.set(weight, faces)
  return faces
}

function fileData(file: string): Buffer {
  const known = files.get(file)
  if (known) return known
  // At most the 124 subsets of each weight (≈ 6 MB a weight), read once per server.
  const data = readFileSync(join(fontDir(), 'files', file))
  files.set(file, data)
  return data
}

/**
 * Noto Sans JP for satori, which reads WOFF but not WOFF2 and has no CJK font of its own: only the
 * unicode-range subsets (of fontsource's ≈ 120 per weight) that `text` uses, so a card loads a few
 * hundred kilobytes instead of the whole 5 MB face.
 */
export function cardFonts(text: string): CardFont[] {
  return CARD_FONT_WEIGHTS.flatMap((weight) =>
    facesForText(text, facesOf(weight)).map((file): CardFont => ({ name: subsetName(file), data: fileData(file), weight, style: 'normal' })),
  )
}
