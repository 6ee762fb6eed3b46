/** @jest-environment jsdom */
import '@testing-library/jest-dom'
import { render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { GlossaryRef } from '@/lib/domain/glossary/glossary'
import { DataTable, type Column } from './DataTable'

type Line = { name: string; g: number; avg: string }

const COLUMNS: readonly Column<Line>[] = [
  { key: 'name', header: '選手', rowHeader: true, render: (line) => line.name },
  { key: 'g', header: '試合', align: 'right', render: (line) => line.g },
  { key: 'avg', header: '打率', align: 'right', render: (line) => line.avg },
]
const LINES: readonly Line[] = [
  { name: '山田 太郎', g: 143, avg: '.312' },
  { name: '鈴木 一郎', g: 120, avg: '.298' },
]

const table = (props: Partial<Parameters<typeof DataTable<Line>>[0]> = {}) =>
  render(<DataTable caption="打撃成績" columns={COLUMNS} rows={LINES} rowKey={(line) => line.name} {...props} />)

test('a phone gets the sort column right after the name, drawn there only below sm; wide screens keep it in its place', () => {
  table({ phoneLead: ['avg'], highlight: 'avg' })
  const headers = within(screen.getByRole('table', { name: '打撃成績' })).getAllByRole('columnheader', { hidden: true })
  expect(headers.map((th) => th.textContent)).toEqual(['選手', '打率', '試合', '打率'])
  expect(headers[1]).toHaveClass('sm:hidden')
  expect(headers[3]).toHaveClass('max-sm:hidden')
  const [, copy, , own] = [...(screen.getByRole('rowheader', { name: '山田 太郎' }).parentElement?.children ?? [])]
  expect([copy?.textContent, own?.textContent]).toEqual(['.312', '.312'])
  expect(copy).toHaveClass('sm:hidden', 'bg-amber-50')
  expect(own).toHaveClass('max-sm:hidden', 'bg-amber-50')
})

test('without a lead column the markup holds each column once', () => {
  table()
  expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['選手', '試合', '打率'])
  expect(screen.getAllByRole('cell').map((td) => td.textContent)).toEqual(['143', '.312', '120', '.298'])
})

test('the name column is pinned, every header cell sticks, and only the cells aligned against their row state it', () => {
  table()
  const [name, games] = screen.getAllByRole('columnheader')
  // globals.css: cell-head-pinned-edge and cell-pinned-edge stick at left 0 above the scrolling cells; the table's
  // defaults stick the other header cells at the top and give them their row's alignment.
  expect(name).toHaveClass('cell-head-pinned-edge', 'text-left')
  expect(name?.parentElement).toHaveClass('text-right')
  expect(games).not.toHaveAttribute('class')
  // A th is left-aligned by the table's defaults and the lone pinned column is pinned by the table's class
  // (globals.css: pin-first), so the name cells state nothing.
  expect(screen.getByRole('table')).toHaveClass('pin-first')
  expect(screen.getByRole('rowheader', { name: '山田 太郎' })).not.toHaveAttribute('class')
  // The body is right-aligned as most columns are, so the numbers carry no class of their own.
  expect(screen.getByRole('cell', { name: '143' })).not.toHaveAttribute('class')
})

test('a footer row labels the leading columns and gives each column its value', () => {
  table({ footer: [{ key: 'total', label: '合計', value: (column) => (column.key === 'g' ? 263 : '-') }] })
  const total = screen.getByRole('rowheader', { name: '合計' })
  expect([...(total.parentElement?.children ?? [])].map((cell) => cell.textContent)).toEqual(['合計', '263', '-'])
})

/** The columns with the glossary entries given by key; the others name none. */
const withGlossary = (entries: Readonly<Record<string, GlossaryRef>>): Column<Line>[] => COLUMNS.map((column) => ({ ...column, glossary: entries[column.key] }))

test('a column naming its glossary entry gets a ? link to it beside the label; the header is still named by the label', () => {
  table({ columns: withGlossary({ g: { key: 'g', side: 'batting' }, avg: { key: 'avg' } }) })
  const avg = screen.getByRole('columnheader', { name: '打率' })
  expect(within(avg).getByRole('link', { name: '打率の説明' })).toHaveAttribute('href', '/columns/glossary#avg')
  expect(within(screen.getByRole('columnheader', { name: '試合' })).getByRole('link')).toHaveAttribute('href', '/columns/glossary#g')
  expect(within(screen.getByRole('columnheader', { name: '選手' })).queryByRole('link')).toBeNull()
})

test('a key the glossary does not know leaves the header as it was', () => {
  table({ columns: withGlossary({ avg: { key: 'no_such_stat' } }) })
  const avg = screen.getByRole('columnheader', { name: '打率' })
  expect(avg).not.toHaveAttribute('aria-label')
  expect(within(avg).queryByRole('link')).toBeNull()
})

test('a column that draws its own header cell is handed the mark to place beside its own link', () => {
  const columns = withGlossary({ g: { key: 'g', side: 'pitching' } }).map((column) => ({
    ...column,
    headerCell: (className: string, mark: ReactNode) => (
      <th className={className} aria-label={column.key}>
        <a href={`?sort=${column.key}`}>{column.header}</a>
        {mark}
      </th>
    ),
  }))
  table({ columns })
  const links = within(screen.getByRole('columnheader', { name: 'g' })).getAllByRole('link')
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['?sort=g', '/columns/glossary#pitching-g'])
  expect(within(screen.getByRole('columnheader', { name: 'avg' })).getAllByRole('link')).toHaveLength(1)
})

test('link cells reach their pages whether the hrefs share one template around the row key or not', () => {
  const linked = (href: (line: Line) => string): readonly Column<Line>[] => [{ key: 'name', header: '選手', rowHeader: true, render: (line) => line.name, link: (line) => ({ href: href(line), ...(line.g > 130 ? { note: '代打' } : {}) }) }, ...COLUMNS.slice(1)]
  const { unmount } = render(<DataTable caption="打撃成績" columns={linked((line) => `/players/${line.g}/career-batting/2025`)} rows={LINES} rowKey={(line) => String(line.g)} />)
  expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/players/143/career-batting/2025', '/players/120/career-batting/2025'])
  expect(screen.getByRole('rowheader', { name: '山田 太郎 代打' })).toBeInTheDocument()
  unmount()
  render(<DataTable caption="打撃成績" columns={linked((line) => (line.g > 130 ? '/a' : '/b'))} rows={LINES} rowKey={(line) => line.name} />)
  expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/a', '/b'])
})

test('a link column’s row without a page is drawn as its text, even where the other rows share a template', () => {
  const columns: readonly Column<Line>[] = [{ key: 'name', header: '選手', rowHeader: true, render: (line) => line.name, link: (line) => (line.g > 130 ? { href: `/players/${line.g}` } : null) }, ...COLUMNS.slice(1)]
  render(<DataTable caption="打撃成績" columns={columns} rows={LINES} rowKey={(line) => String(line.g)} />)
  expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/players/143'])
  expect(screen.getByRole('rowheader', { name: '鈴木 一郎' })).toBeInTheDocument()
})
