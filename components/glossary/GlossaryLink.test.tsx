/** @jest-environment jsdom */
import '@testing-library/jest-dom'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { render, screen } from '@testing-library/react'
import { GlossaryLink } from './GlossaryLink'

test('a stat key becomes a link named 「打率の説明」 to its glossary entry', () => {
  render(<GlossaryLink statKey="avg" />)
  expect(screen.getByRole('link', { name: '打率の説明' })).toHaveAttribute('href', '/columns/glossary#avg')
})

test('a pitching column reaches the pitching meaning of a shared key', () => {
  render(<GlossaryLink statKey="h" side="pitching" />)
  expect(screen.getByRole('link', { name: '被安打の説明' })).toHaveAttribute('href', '/columns/glossary#pitching-h')
})

/** The classes a custom utility of globals.css applies. */
function utility(name: string): string[] {
  const css = readFileSync(join(__dirname, '../../app/globals.css'), 'utf8')
  const body = new RegExp(`@utility ${name} \\{\\s*@apply ([^;]+);`).exec(css)?.[1] ?? ''
  return body.split(/\s+/)
}

test('the hit area is 44 px on phones (min-h-11 min-w-11) and 24 px from sm up', () => {
  render(<GlossaryLink statKey="era" />)
  expect(screen.getByRole('link', { name: '防御率の説明' })).toHaveClass('mark-inline')
  expect(utility('mark-inline')).toEqual(expect.arrayContaining(['mark-circle', 'min-h-11', 'min-w-11', 'sm:min-h-6', 'sm:min-w-6']))
})

test('in a column header the mark is narrow and as tall as the row (w-6 self-stretch, w-5 from sm up), in the header’s colour', () => {
  render(<GlossaryLink statKey="era" place="header" />)
  expect(screen.getByRole('link', { name: '防御率の説明' })).toHaveAttribute('class', 'mark-header')
  expect(utility('mark-header')).toEqual(expect.arrayContaining(['mark-circle', 'w-6', 'self-stretch', 'sm:w-5', 'opacity-70']))
  expect(utility('mark-header')).not.toEqual(expect.arrayContaining(['min-w-11']))
  expect(utility('mark-circle')).toContain("before:content-['?']")
})

test('with children the label itself links, still named for the entry', () => {
  render(<GlossaryLink statKey="games_behind_display">ゲーム差</GlossaryLink>)
  const link = screen.getByRole('link', { name: 'ゲーム差の説明' })
  expect(link).toHaveAttribute('href', '/columns/glossary#games_behind')
  expect(link).toHaveTextContent('ゲーム差')
})

test('an unknown key renders no link, only the children it was given', () => {
  const { container } = render(
    <>
      <GlossaryLink statKey="no_such_stat" />
      <GlossaryLink statKey="no_such_stat">見出し</GlossaryLink>
    </>,
  )
  expect(screen.queryByRole('link')).toBeNull()
  expect(container).toHaveTextContent('見出し')
})
