'use client'

import { PageLink } from '@/components/navigation/PageLink'
import type { CSSProperties, ReactNode } from 'react'

/**
 * What every cell of a column shares: a row header or not, its placing classes (shown where,
 * pinned, tinted) and style, and for a column of links that all read the row's key in one place,
 * that href around the key (`['/players/', '/career-batting/2025']`), so no row spells it.
 */
export type BodyColumn = { rowHeader?: true; className?: string; style?: CSSProperties; link?: LinkTemplate }

export type LinkTemplate = readonly [prefix: string, suffix: string]

/** A cell that adds attributes to its column's, or holds more than text (a link, a mark). */
export type RichCell = { content: ReactNode; className?: string; style?: CSSProperties; title?: string }

/**
 * A cell naming a page (a player's): its href and text, drawn as a `cell-link`. Sent as a React
 * element, a link spelled its component reference, props and classes in every row. The href is
 * left out where the column's link template gives it; a cell with nothing but its text is then
 * sent as that text.
 */
export type LinkCell = { href?: string; text: string; note?: string; className?: string }

/** A plain cell is its text alone, so a 50-row table's payload carries little more than its numbers. */
export type SentCell = string | number | RichCell | LinkCell

/** A row: its React key, then its cells (a tuple, since a table's payload would spell `key` and `cells` in every row). */
export type BodyRow = readonly [key: string, cells: readonly SentCell[]]

type Props = { columns: readonly BodyColumn[]; rows: readonly BodyRow[] }

/**
 * A table's body rows, drawn from compact rows (DataTable builds them on the server). As a server
 * component each cell travelled twice, as HTML and again as a React element in the RSC payload
 * (`["$","td","g",{"children":"27"}]` for 27); here the payload holds the value once per cell.
 */
export function BodyRows({ columns, rows }: Props) {
  // Cells are elements, not components: hydrating a thousand cells then claims a thousand host
  // nodes rather than also running a thousand components.
  return rows.map(([key, cells]) => <tr key={key}>{cells.map((cell, index) => bodyCell(columns[index], cell, key, index))}</tr>)
}

/** The cell as a link with its href, or null: a link cell, or the text of a cell in a templated column. */
function linkOf(cell: SentCell, column: BodyColumn | undefined, rowKey: string): (LinkCell & { href: string }) | null {
  const template = column?.link
  const link = typeof cell !== 'object' ? (template ? { text: String(cell) } : null) : 'text' in cell ? cell : null
  if (link === null) return null
  const href = link.href ?? (template ? `${template[0]}${rowKey}${template[1]}` : null)
  return href === null ? null : { ...link, href }
}

function bodyCell(column: BodyColumn | undefined, cell: SentCell, rowKey: string, index: number) {
  const link = linkOf(cell, column, rowKey)
  const rich = typeof cell === 'object' && 'content' in cell ? cell : null
  const className = [column?.className, rich?.className ?? link?.className].filter(Boolean).join(' ')
  const style = column?.style || rich?.style ? { ...column?.style, ...rich?.style } : undefined
  // No attribute at all where there is nothing to say: an empty one is still sent for each of a thousand cells.
  const attributes = { ...(className ? { className } : {}), ...(style ? { style } : {}), ...(rich?.title ? { title: rich.title } : {}) }
  const content = link ? cellLink(link) : typeof cell !== 'object' ? cell : 'text' in cell ? cell.text : cell.content
  return column?.rowHeader ? (
    <th key={index} scope="row" {...attributes}>
      {content}
    </th>
  ) : (
    <td key={index} {...attributes}>
      {content}
    </td>
  )
}

/** PageLink called, not rendered: the same anchor, without a component per cell to hydrate. */
function cellLink(cell: LinkCell & { href: string }) {
  const anchor = PageLink({ href: cell.href, className: 'cell-link', children: cell.text })
  return cell.note ? (
    <>
      {anchor}
      <span className="cell-note">{cell.note}</span>
    </>
  ) : (
    anchor
  )
}
