import { Fragment, type CSSProperties, type ReactNode } from 'react'
import type { GlossaryRef } from '@/lib/domain/glossary/glossary'
import { CELL_WITH_MARK, glossaryMark, HeaderLabel } from './HeaderLabel'
import { bodyAlign, placeColumns, type Align, type PlacedColumn, type Placement } from './table-layout'
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

// Cell defaults sit in :where(), at no specificity, so a cell's own classes (a sort header's tint) win.
// Rows take their section's background and pinned cells their row's: opaque, and lit on hover.
// On phones a body cell is the box a CELL_LINK stretches over (a pinned cell's sticky wins over relative).
const DENSITY = {
  roomy: '[:where(&)_:is(td,th)]:px-3 [:where(&)_:is(td,th)]:py-2',
  compact: '[:where(&)_:is(td,th)]:px-1.5 [:where(&)_:is(td,th)]:py-1.5',
  tight: '[:where(&)_:is(td,th)]:px-1 [:where(&)_:is(td,th)]:py-2',
} as const
/** A link that names its row (a player, a club): on phones its hit area is its whole cell, in a 44 px row. */
export const CELL_LINK = 'max-sm:after:absolute max-sm:after:inset-0'

const TABLE =
  'min-w-full max-sm:[:where(&)_tbody_tr]:h-11 max-sm:[:where(&)_tbody_:is(td,th)]:relative border-collapse text-sm tabular-nums [:where(&)_:is(td,th)]:whitespace-nowrap [:where(&)_tr]:bg-inherit [:where(&)_thead_th]:bg-inherit [:where(&)_thead_th]:font-semibold [:where(&)_tbody_th]:font-medium [:where(&)_tbody_tr>:first-child]:font-medium'
const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' } as const
const SHOWN: Readonly<Record<Placement, string>> = { all: '', phone: 'sm:hidden', wide: 'max-sm:hidden' }
const TINT = 'bg-amber-50 font-semibold text-slate-900'
// Borders of collapsed cells stay behind when a cell sticks, so the lines are inset shadows.
const EDGE = {
  head: 'shadow-[inset_0_-1px_0_var(--color-slate-200)]',
  headPinned: 'shadow-[inset_-1px_-1px_0_var(--color-slate-200)]',
  pinned: 'shadow-[inset_-1px_0_0_var(--color-slate-200)]',
} as const

type Placing = { className: string; style?: CSSProperties }
type Place<Row> = { placed: PlacedColumn<Column<Row>>; head: Placing; body: Placing; foot: Placing }
type Part = 'head' | 'body' | 'foot'

/**
 * Classes and style that place a cell: shown where, aligned how, pinned where. A `th` always
 * states its alignment, since the browser centres header cells whatever the row says.
 */
function placing<Row>(placed: PlacedColumn<Column<Row>>, { align, lastPinned }: { align: Align; lastPinned: boolean }, part: Part): Placing {
  const { column, placement, pinLeft } = placed
  const isTh = part === 'head' || column.rowHeader === true
  const own = column.align ?? 'left'
  const classes = [SHOWN[placement], isTh || own !== align ? ALIGN[own] : '', column.wrap ? 'whitespace-normal' : '']
  if (part === 'head') classes.push('sticky top-0', pinLeft === null ? 'z-20' : 'z-30', lastPinned ? EDGE.headPinned : EDGE.head)
  else if (pinLeft !== null) classes.push('sticky z-10 bg-inherit', lastPinned ? EDGE.pinned : '')
  if (pinLeft === 0) classes.push('left-0')
  const style = { ...(column.width === undefined ? {} : { width: column.width, minWidth: column.width }), ...(pinLeft ? { left: pinLeft } : {}) }
  return { className: classes.filter(Boolean).join(' '), ...(Object.keys(style).length > 0 ? { style } : {}) }
}

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
  return (
    <TableScroll fit={fit} framed={framed}>
      <table className={`${TABLE} ${DENSITY[density]}`}>
        {captionNode ?? <caption className="sr-only">{caption}</caption>}
        <thead className="text-xs">
          <tr className={`${ALIGN[align]} ${headStyle ? '' : 'bg-slate-100 text-slate-600'}`} style={headStyle}>
            {places.map((place) => headCell(place))}
          </tr>
        </thead>
        <tbody className={`divide-y divide-slate-100 bg-white ${ALIGN[align]} [&>tr:hover]:bg-slate-50`}>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {places.map((place) => bodyCell(place, row, place.placed.column.key === highlight))}
            </tr>
          ))}
        </tbody>
        {footer.length > 0 && (
          <tfoot className={`border-t-2 border-slate-300 bg-slate-50 text-slate-700 ${ALIGN[align]}`}>
            {footer.map((line) => (
              <tr key={line.key} className="border-t border-slate-200">
                <th scope="row" colSpan={leading} className={`sticky left-0 z-10 bg-inherit text-left font-semibold ${EDGE.pinned}`}>
                  {line.label}
                </th>
                {stats.map((place) => (
                  <td key={`${place.placed.placement}-${place.placed.column.key}`} {...place.foot}>
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
  const { column, placement } = place.placed
  const key = `${placement}-${column.key}`
  const mark = glossaryMark(column.glossary)
  // A sort link's cell is never pinned nor sized: it takes the classes alone.
  if (column.headerCell) return <Fragment key={key}>{column.headerCell(className, mark)}</Fragment>
  if (mark === null) {
    return (
      <th key={key} scope="col" className={className} style={style}>
        {column.header}
      </th>
    )
  }
  return (
    <th key={key} scope="col" className={`${className} ${CELL_WITH_MARK}`} style={style} aria-label={typeof column.header === 'string' ? column.header : undefined}>
      <HeaderLabel align={column.align ?? 'left'} mark={mark}>
        <span className="flex items-center py-1">{column.header}</span>
      </HeaderLabel>
    </th>
  )
}

/** One body cell: the column's value, its placing classes, the sort tint and the column's own attributes. */
function bodyCell<Row>(place: Place<Row>, row: Row, tint: boolean): ReactNode {
  const { column, placement } = place.placed
  const own = column.cell?.(row) ?? {}
  const classes = [place.body.className, tint ? TINT : '', own.className ?? ''].filter(Boolean).join(' ')
  const style = own.style || place.body.style ? { ...place.body.style, ...own.style } : undefined
  // No attribute at all where there is nothing to say: an empty one is still sent for each of a thousand cells.
  const attributes = { ...(classes ? { className: classes } : {}), ...(style ? { style } : {}), ...(own.title ? { title: own.title } : {}) }
  const key = `${placement}-${column.key}`
  return column.rowHeader ? (
    <th key={key} scope="row" {...attributes}>
      {column.render(row)}
    </th>
  ) : (
    <td key={key} {...attributes}>
      {column.render(row)}
    </td>
  )
}
