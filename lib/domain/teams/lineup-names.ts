/**
 * Names as a newspaper's lineup box prints them: the family name alone (「近本」), with the given
 * name's first character where two of the club's players share it (「佐藤輝」「佐藤直」), and the
 * whole name where even that is shared. A name without a space (「Ｊ．オスナ」「大勢」) stays whole.
 *
 * @example lineupNames({ a: '佐藤 輝明', b: '佐藤 直樹', c: '近本 光司' }) // { a: '佐藤輝', b: '佐藤直', c: '近本' }
 */
export function lineupNames(names: Readonly<Record<string, string>>): Record<string, string> {
  const parts = Object.entries(names).map(([id, name]) => {
    const [family = name, ...given] = name.split(/[ 　]+/)
    const first = given.join('').slice(0, 1)
    return { id, name, family, initial: given.length > 0 ? `${family}${first}` : name }
  })
  const count = (key: (part: (typeof parts)[number]) => string) => {
    const counts = new Map<string, number>()
    for (const part of parts) counts.set(key(part), (counts.get(key(part)) ?? 0) + 1)
    return (part: (typeof parts)[number]) => counts.get(key(part)) ?? 0
  }
  const byFamily = count((part) => part.family)
  const byInitial = count((part) => part.initial)
  return Object.fromEntries(parts.map((part) => [part.id, byFamily(part) === 1 ? part.family : byInitial(part) === 1 ? part.initial : part.name]))
}
