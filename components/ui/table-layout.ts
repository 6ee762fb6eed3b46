export type Align = 'left' | 'right' | 'center'

/**
 * What placing needs of a column: its key, its alignment, for a pinned one its width in px, and
 * whether it exists on phones only (the sort column of a view that does not list it).
 */
type Placeable = { key: string; align?: Align; width?: number; phoneOnly?: boolean }

/**
 * Where a cell shows: `all` widths, `phone` only (below `sm`, the lead copy right after the
 * leading columns) or `wide` only (the column's own place, which a phone shows as a lead copy).
 */
export type Placement = 'all' | 'phone' | 'wide'

export type PlacedColumn<C> = {
  column: C
  placement: Placement
  /** The offset of a pinned column from the box's left edge, in px; `null` when it scrolls. */
  pinLeft: number | null
}

export type TableShape = {
  /** Leading identity columns (name, club); the phone's lead columns come right after them. */
  leading: number
  /** How many of the leading columns stay in view while the table scrolls sideways. */
  pinned: number
  /** Columns a phone shows right after the leading ones: the sort column or the page's key stat. */
  phoneLead: readonly string[]
}

/**
 * The cells of a row in order: the leading columns (the first `pinned` of them pinned), then phone
 * copies of the lead columns, then the rest, each lead column kept in its own place on wide screens.
 * A pinned column but the last needs a width, which places the next one.
 */
export function placeColumns<C extends Placeable>(columns: readonly C[], { leading, pinned, phoneLead }: TableShape): PlacedColumn<C>[] {
  const lead = new Set(phoneLead)
  let left = 0
  const head = columns.slice(0, leading).map((column, index): PlacedColumn<C> => {
    const pinLeft = index < pinned ? left : null
    left += column.width ?? 0
    return { column, placement: 'all', pinLeft }
  })
  const rest = columns.slice(leading)
  const copies = phoneLead.flatMap((key) => rest.filter((column) => column.key === key))
  return [
    ...head,
    ...copies.map((column): PlacedColumn<C> => ({ column, placement: 'phone', pinLeft: null })),
    ...rest
      .filter((column) => !column.phoneOnly)
      .map((column): PlacedColumn<C> => ({ column, placement: lead.has(column.key) ? 'wide' : 'all', pinLeft: null })),
  ]
}

/**
 * The alignment most columns share: set once on the body, so only the other cells carry a class
 * (a 50-row table of 20 right-aligned stats would otherwise repeat it a thousand times).
 */
export function bodyAlign(columns: readonly Placeable[]): Align {
  const counts = { left: 0, right: 0, center: 0 }
  for (const column of columns) counts[column.align ?? 'left'] += 1
  if (counts.right > counts.left && counts.right >= counts.center) return 'right'
  return counts.center > counts.left ? 'center' : 'left'
}

/**
 * The href every row's link shares around the row's key (`/players/` + key + `/career-batting/2025`),
 * or null where one row's href does not read so: then each cell carries its own. Checked row by
 * row, so a key that also occurs elsewhere in an href cannot mislead it.
 */
export function linkTemplate(links: readonly (readonly [key: string, href: string])[]): readonly [prefix: string, suffix: string] | null {
  const first = links[0]
  if (first === undefined) return null
  const at = first[1].indexOf(first[0])
  if (first[0] === '' || at < 0) return null
  const prefix = first[1].slice(0, at)
  const suffix = first[1].slice(at + first[0].length)
  return links.every(([key, href]) => href === `${prefix}${key}${suffix}`) ? [prefix, suffix] : null
}
