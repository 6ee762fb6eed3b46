/** @jest-environment jsdom */
import '@testing-library/jest-dom'
import { render, screen } from '@testing-library/react'
import Link from 'next/link'
import { BodyRows, type BodyColumn } from './BodyRows'

const COLUMNS: BodyColumn[] = [{ rowHeader: true, className: 'cell-pinned-edge' }, {}, { className: 'max-sm:hidden', style: { width: 40 } }]

function table(rows: Parameters<typeof BodyRows>[0]['rows']) {
  render(
    <table>
      <tbody>
        <BodyRows columns={COLUMNS} rows={rows} />
      </tbody>
    </table>,
  )
}

test('a plain cell takes its column’s attributes alone; a column without any leaves the cell bare', () => {
  table([['a', ['山田 太郎', 143, '.312']]])
  expect(screen.getByRole('rowheader', { name: '山田 太郎' })).toHaveAttribute('class', 'cell-pinned-edge')
  expect(screen.getByRole('cell', { name: '143' }).attributes).toHaveLength(0)
  expect(screen.getByRole('cell', { name: '.312' })).toHaveAttribute('class', 'max-sm:hidden')
  expect(screen.getByRole('cell', { name: '.312' })).toHaveStyle({ width: '40px' })
})

test('a rich cell adds its classes, style and title to the column’s and may hold elements', () => {
  table([['a', [{ content: <Link href="/players/1">山田 太郎</Link> }, { content: '0', title: '記録なし' }, { content: '.312', className: 'bg-amber-50', style: { color: 'red' } }]]])
  expect(screen.getByRole('link', { name: '山田 太郎' })).toHaveAttribute('href', '/players/1')
  expect(screen.getByRole('cell', { name: '0' })).toHaveAttribute('title', '記録なし')
  const tinted = screen.getByRole('cell', { name: '.312' })
  expect(tinted).toHaveAttribute('class', 'max-sm:hidden bg-amber-50')
  expect(tinted).toHaveStyle({ width: '40px', color: 'rgb(255, 0, 0)' })
})

test('rows keep their order and count', () => {
  table([['a', ['A', 1, '.1']], ['b', ['B', 2, '.2']]])
  expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['A', 'B'])
})

test('a templated link column builds each href from the row key; a cell with its own href or note keeps it', () => {
  const columns: BodyColumn[] = [{ rowHeader: true, link: ['/players/', '/career-batting/2025'] }, {}]
  render(
    <table>
      <tbody>
        <BodyRows columns={columns} rows={[['7', ['山田 太郎', 1]], ['8', [{ text: '佐藤 次郎', note: '代打', className: 'pl-4.5' }, 2]], ['9', [{ href: '/players/9', text: '鈴木 三郎' }, 3]]]} />
      </tbody>
    </table>,
  )
  expect(screen.getByRole('link', { name: '山田 太郎' })).toHaveAttribute('href', '/players/7/career-batting/2025')
  expect(screen.getByRole('link', { name: '佐藤 次郎' })).toHaveAttribute('href', '/players/8/career-batting/2025')
  expect(screen.getByRole('rowheader', { name: '佐藤 次郎 代打' })).toHaveAttribute('class', 'pl-4.5')
  expect(screen.getByRole('link', { name: '鈴木 三郎' })).toHaveAttribute('href', '/players/9')
})
