/** Inclusive code point ranges, as a CSS `unicode-range` lists them. */
export type CodePointRange = readonly [number, number]

/** One @font-face of a subset font: its file (as the stylesheet names it) and the code points it covers. */
export type FontFace = { file: string; ranges: readonly CodePointRange[] }

/**
 * `U+0000-00FF,U+0131,U+4E??` as ranges. A wildcard `?` stands for any hex digit (CSS Fonts 4
 * §4.5): U+4E?? is U+4E00–4EFF. Malformed entries are skipped rather than guessed.
 */
export function parseUnicodeRange(value: string): CodePointRange[] {
  return value.split(',').flatMap((entry): CodePointRange[] => {
    const match = /^\s*U\+([0-9A-F?]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(entry)
    const first = match?.[1]
    if (!match || !first) return []
    const last = match[2]
    if (first.includes('?')) return last ? [] : [[parseInt(first.replace(/\?/g, '0'), 16), parseInt(first.replace(/\?/g, 'F'), 16)]]
    const start = parseInt(first, 16)
    return [[start, last ? parseInt(last, 16) : start]]
  })
}

/**
 * The @font-face rules of a fontsource stylesheet: for each, the `.woff` file (satori reads WOFF,
 * not WOFF2) and its unicode-range. Rules without both are left out.
 */
export function parseFontFaces(css: string): FontFace[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].flatMap((rule): FontFace[] => {
    const body = rule[1] ?? ''
    const file = /url\(\.\/files\/([^)]+\.woff)\)\s*format\('woff'\)/.exec(body)?.[1]
    const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1]
    return file && range ? [{ file, ranges: parseUnicodeRange(range) }] : []
  })
}

const covers = (ranges: readonly CodePointRange[], codePoint: number) => ranges.some(([start, end]) => codePoint >= start && codePoint <= end)

/**
 * The files to load to draw `text`: for each character the first face covering it, each file
 * once, in the stylesheet's order. Characters no face covers are left to the renderer's fallback.
 */
export function facesForText(text: string, faces: readonly FontFace[]): string[] {
  const needed = new Set<string>()
  for (const char of new Set(text)) {
    const codePoint = char.codePointAt(0)
    if (codePoint === undefined || /\s/.test(char)) continue
    const face = faces.find((candidate) => covers(candidate.ranges, codePoint))
    if (face) needed.add(face.file)
  }
  return faces.filter((face) => needed.has(face.file)).map((face) => face.file)
}
