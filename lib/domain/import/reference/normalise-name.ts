/**
 * One spelling per name across files: NFKC folds full-width letters, digits and the ideographic
 * space (阪　神, ＤｅＮＡ) to ASCII, then every run of whitespace becomes one ASCII space. Spaces are
 * kept, not removed, because romaji names need them ("Aoyagi Koyo"). npb.jp's leading '*'
 * (left-handed) and '+' (switch hitter) are marks beside the name, not part of it.
 */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKC')
    .replace(/^[\s*+]+/, '')
    .replace(/\s+/g, ' ')
    .trim()
}
