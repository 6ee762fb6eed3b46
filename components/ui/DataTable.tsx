import { Fragment, type CSSProperties, type ReactNode } from 'react'
import type { GlossaryRef } from '@/lib/domain/glossary/glossary'
import { CELL_WITH_MARK, glossaryMark, HeaderLabel } from './HeaderLabel'
import { bodyAlign, linkTemplate, placeColumns, type Align, type PlacedColumn, type Placement } from './table-layout'
import { BodyRows, type BodyColumn, type BodyRow, type SentCell } from './BodyRows'
import { TableScroll } from './TableScroll'

/** Attributes of one body cell: a tint, a club's colours, a tooltip. */
export type CellProps = { className?: string; style?: CSSProperties; title?: string }

export type Column<Row> = {
  key: string
  header: ReactNode
  align?: Align
  render: (row: Row) => ReactNode
  /** Fixed width in px; a pinned column's width also places the next pinned one. */
  width?: number
  /** The row's name: a row header cell (`th scope="row"`). */
  rowHeader?: boolean
  /** Long content wraps instead of widening the column. */
  wrap?: boolean
  /** Shown on phones only, as a lead column (the sort column of a view that does not list it). */
  phoneOnly?: boolean
  cell?: (row: Row) => CellProps
  /** The cell names a page: `render` gives its text, this its href (and a note after it, e.g. 代打); null for a row that names none (「ほか3人」). */
  link?: (row: Row) => { href: string; note?: string } | null
  /** The stat's glossary entry: a ? mark beside the header links to it. Identity columns have none. */
  glossary?: GlossaryRef
  /** Draws its own header cell (a sort link), given the classes the table needs on it and the glossary mark to put beside its label. */
  headerCell?: (className: string, mark: ReactNode) => ReactNode
}

/** A summary row under the body (a league's 合計): its label across the leading columns, then a value per column. */
export type FooterRow<Row> = { key: string; label: string; value: (column: Column<Row>) => ReactNode }

type Props<Row> = {
  caption: string
  /** A visible caption in place of the screen-reader one; its text should say the same. */
  captionNode?: ReactNode
  columns: readonly Column<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string
  /** Identity columns (name, club) before the stats; the phone's lead columns follow them. */
  leading?: number
  /** How many leading columns stay in view while the table scrolls sideways. */
  pinned?: number
  /** Columns a phone shows right after the leading ones: the sort column, or the page's key stat. */
  phoneLead?: readonly string[]
  /** The tinted column: the one the rows are sorted by. */
  highlight?: string
  footer?: readonly FooterRow<Row>[]
  density?: keyof typeof DENSITY
  /** The header row's colours (a league's); slate otherwise. */
  headStyle?: CSSProperties
  /** The box hugs the table (fixed narrow columns) instead of filling the line. */
  fit?: boolean
  /** `false` inside a card that draws the border already. */
  framed?: boolean
}

// Cell padding sits in :where(), at no specificity, like the rest of the table's defaults (globals.css: data-table, cells-…).
const DENSITY = { roomy: 'cells-roomy', compact: 'cells-compact', tight: 'cells-tight' } as const
/** A link that names its row (a player, a club): on phones its hit area is its whole cell, in a 44 px row. */
export const CELL_LINK = 'max-sm:after:absolute max-sm:after:inset-0'

const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' } as const
const SHOWN: Readonly<Record<Placement, string>> = { all: '', phone: 'sm:hidden', wide: 'max-sm:hidden' }
const TINT = 'bg-amber-50 font-semibold text-slate-900'
// Sticky cells (globals.css: cell-head…, cell-pinned…) draw their lines as inset shadows, since borders of
// collapsed cells stay behind when a cell sticks. A header cell that scrolls sideways needs no class: the table's
// defaults stick it at the top.
const HEAD = { free: '', pinned: 'cell-head-pinned', pinnedEdge: 'cell-head-pinned-edge' } as const

/** A cell's React key, sent with every cell: the column's key, prefixed only where a column shows twice (phone and wide). */
const cellKey = ({ placement, column }: PlacedColumn<{ key: string }>) => (placement === 'all' ? column.key : `${placement}-${column.key}`)

type Placing = { className: string; style?: CSSProperties }
type Place<Row> = { placed: PlacedColumn<Column<Row>>; head: Placing; body: Placing; foot: Placing }
type Part = 'head' | 'body' | 'foot'

/**
 * Classes and style that place a cell: shown where, aligned how, pinned where. A cell states its
 * alignment only where it differs from its row's: header cells inherit it (data-table), while a
 * body or footer `th` is left-aligned by the table's defaults.
 */
function placing<Row>(placed: PlacedColumn<Column<Row>>, { align, lastPinned }: { align: Align; lastPinned: boolean }, part: Part): Placing {
  const { column, placement, pinLeft } = placed
  const leftTh = part !== 'head' && column.rowHeader === true
  const own = column.align ?? 'left'
  const classes = [SHOWN[placement], own !== (leftTh ? 'left' : align) ? ALIGN[own] : '', column.wrap ? 'whitespace-normal' : '']
  if (part === 'head') classes.push(pinLeft === null ? HEAD.free : lastPinned ? HEAD.pinnedEdge : HEAD.pinned)
  // A lone pinned column's body cells are pinned by the table's class (pin-first), not a class in every row.
  else if (pinLeft !== null && !(lastPinned && pinLeft === 0)) classes.push(lastPinned ? 'cell-pinned-edge' : 'cell-pinned')
  // Pinned cells sit at left 0 (globals.css); the next pinned ones are placed by style.
  const style = { ...(column.width === undefined ? {} : { width: column.width, minWidth: column.width }), ...(pinLeft ? { left: pinLeft } : {}) }
  return { className: classes.filter(Boolean).join(' '), ...(Object.keys(style).length > 0 ? { style } : {}) }
}

/** A cell's placing as attributes, leaving out an empty class: a footer row sent `"className":""` for each cell. */
const attributes = ({ className, style }: Placing) => ({ ...(className ? { className } : {}), ...(style ? { style } : {}) })

/**
 * Every table on the site: server-rendered, in a box that scrolls sideways with the leading
 * column(s) pinned and a cue while columns are hidden, a header row that stays in view, and on
 * phones the sort column (or the page's key stat) moved next to the name.
 */
export function DataTable<Row>(props: Props<Row>) {
  const { caption, captionNode, columns, rows, rowKey, leading = 1, pinned = 1, phoneLead = [], highlight, footer = [], density = 'roomy', headStyle, fit, framed } = props
  const align = bodyAlign(columns)
  const places = placeColumns(columns, { leading, pinned, phoneLead }).map((placed, index): Place<Row> => {
    const at = { align, lastPinned: index === pinned - 1 }
    return { placed, head: placing(placed, at, 'head'), body: placing(placed, at, 'body'), foot: placing(placed, at, 'foot') }
  })
  const stats = places.slice(leading)
  const keys = rows.map(rowKey)
  // A link column whose hrefs all read the row's key sends that href once, on the column.
  const linksOf = (link: NonNullable<Column<Row>['link']>) =>
    rows.flatMap((row, index) => {
      const target = link(row)
      return target ? [[keys[index] ?? '', target.href] as const] : []
    })
  const templates = places.map(({ placed: { column } }) => (column.link ? linkTemplate(linksOf(column.link)) : null))
  return (
    <TableScroll {...(fit === undefined ? {} : { fit })} {...(framed === undefined ? {} : { framed })}>
      <table className={`data-table ${DENSITY[density]}${pinned === 1 ? ' pin-first' : ''}`}>
        {captionNode ?? <caption className="sr-only">{caption}</caption>}
        <thead className="text-xs">
          <tr className={`${ALIGN[align]} ${headStyle ? '' : 'bg-slate-100 text-slate-600'}`} {...(headStyle ? { style: headStyle } : {})}>
            {places.map((place) => headCell(place))}
          </tr>
        </thead>
        <tbody className={`table-body ${ALIGN[align]}`}>
          <BodyRows
            columns={places.map(({ placed, body }, index): BodyColumn => {
              const className = [body.className, placed.column.key === highlight ? TINT : ''].filter(Boolean).join(' ')
              const link = templates[index]
              return { ...(placed.column.rowHeader ? { rowHeader: true as const } : {}), ...(className ? { className } : {}), ...(body.style ? { style: body.style } : {}), ...(link ? { link } : {}) }
            })}
            rows={rows.map((row, at): BodyRow => [keys[at] ?? '', places.map((place, index) => sentCell(place.placed.column, row, templates[index] !== null))])}
          />
        </tbody>
        {footer.length > 0 && (
          <tfoot className={`table-foot ${ALIGN[align]}`}>
            {footer.map((line) => (
              <tr key={line.key} className="border-t border-slate-200">
                <th scope="row" colSpan={leading} className="cell-pinned-edge font-semibold">
                  {line.label}
                </th>
                {stats.map((place) => (
                  <td key={cellKey(place.placed)} {...attributes(place.foot)}>
                    {line.value(place.placed.column)}
                  </td>
                ))}
              </tr>
            ))}
          </tfoot>
        )}
      </table>
    </TableScroll>
  )
}

/**
 * One header cell: the label, and beside it the glossary mark. The cell is named by its label
 * alone, so a screen reader announcing the column for each cell does not add 「…の説明」.
 */
function headCell<Row>(place: Place<Row>): ReactNode {
  const { className, style } = place.head
  const { column } = place.placed
  const key = cellKey(place.placed)
  const mark = glossaryMark(column.glossary)
  // A sort link's cell is never pinned nor sized: it takes the classes alone.
  if (column.headerCell) return <Fragment key={key}>{column.headerCell(className, mark)}</Fragment>
  if (mark === null) {
    return (
      <th key={key} scope="col" {...attributes(place.head)}>
        {column.header}
      </th>
    )
  }
  return (
    <th key={key} scope="col" className={[className, CELL_WITH_MARK].filter(Boolean).join(' ')} {...(style ? { style } : {})} {...(typeof column.header === 'string' ? { 'aria-label': column.header } : {})}>
      <HeaderLabel align={column.align ?? 'left'} mark={mark}>
        <span className="head-text">{column.header}</span>
      </HeaderLabel>
    </th>
  )
}

/** Text a number prints back to unchanged: no sign, no leading zero, no separator, safe as a double. */
const WHOLE_NUMBER = /^(0|[1-9]\d{0,14})$/

/** A cell as BodyRows receives it: bare text where the column's attributes (and link template) are all it has. */
function sentCell<Row>(column: Column<Row>, row: Row, templated: boolean): SentCell {
  const content = column.render(row)
  const own = column.cell?.(row) ?? {}
  const target = column.link?.(row)
  // A row without a page in a link column is drawn as text, which a templated column would otherwise link.
  if (target === null) return { content, ...own }
  if (target) {
    const { href, note } = target
    const text = String(content)
    if (templated && !note && !own.className) return text
    return { ...(templated ? {} : { href }), text, ...(note ? { note } : {}), ...(own.className ? { className: own.className } : {}) }
  }
  const plain = own.className === undefined && own.style === undefined && own.title === undefined
  // A printed count goes as a number: `12,` in the payload instead of `\"12\",`, four bytes a cell (35 kB on a 660-row table).
  if (plain && typeof content === 'string' && WHOLE_NUMBER.test(content)) return Number(content)
  if (plain && (typeof content === 'string' || typeof content === 'number')) return content
  return { content, ...own }
}
