/** @jest-environment jsdom */
import '@testing-library/jest-dom'
import { render, screen, within } from '@testing-library/react'
import type { SplitFilter } from '@/lib/domain/splits/split-filter'
import { splitHref } from './split-href'
import { SplitFilterPills } from './SplitFilterPills'

const PATH = '/leaders/batting/atbat'
const hrefFor = (filter: SplitFilter) => splitHref(PATH, filter, [['season', 2024], ['league', null], ['top', 20]])

const pills = (filter: SplitFilter, extra: { lastDate?: string; months?: readonly number[] } = {}) =>
  render(<SplitFilterPills side="batting" filter={filter} hrefFor={hrefFor} {...extra} />)

const row = (name: string) => screen.getByRole('navigation', { name })
const hrefOf = (name: string, pill: string) => within(row(name)).getByRole('link', { name: pill }).getAttribute('href')

test('splitHref: the page\'s params first in the given order, then the splits in their fixed order; defaults left out', () => {
  expect(splitHref(PATH, { month: 8, hand: 'L' }, [['season', 2024], ['top', null]])).toBe(`${PATH}?season=2024&hand=L&month=8`)
  expect(splitHref(PATH, {}, [['season', undefined]])).toBe(PATH)
  expect(splitHref(PATH, { risp: true, to: '2025-06-30' })).toBe(`${PATH}?risp=1&to=2025-06-30`)
})

test('each split keeps the others: 対左投手 with 得点圏 chosen adds hand=L to risp=1; 「すべて」 clears only its split', () => {
  pills({ risp: true, month: 8 })
  expect(hrefOf('左右', '対左投手')).toBe(`${PATH}?season=2024&top=20&hand=L&risp=1&month=8`)
  expect(hrefOf('月別', 'すべて')).toBe(`${PATH}?season=2024&top=20&risp=1`)
  expect(hrefOf('得点圏', 'すべて')).toBe(`${PATH}?season=2024&top=20&month=8`)
})

test('the chosen value of each split is marked aria-current, 「すべて」 where the split is unset', () => {
  pills({ hand: 'R', count: 'two-strikes' })
  expect(within(row('左右')).getByRole('link', { name: '対右投手' })).toHaveAttribute('aria-current', 'page')
  expect(within(row('左右')).getByRole('link', { name: 'すべて' })).not.toHaveAttribute('aria-current')
  expect(within(row('カウント（打席終了時）')).getByRole('link', { name: '2ストライク' })).toHaveAttribute('aria-current', 'page')
  expect(within(row('イニング')).getByRole('link', { name: 'すべて' })).toHaveAttribute('aria-current', 'page')
})

test('a pitcher\'s 左右 names the batters; months default to March–November, or the season\'s own', () => {
  render(<SplitFilterPills side="pitching" filter={{}} hrefFor={hrefFor} months={[6, 7]} />)
  expect(within(row('左右')).getAllByRole('link').map((link) => link.textContent)).toEqual(['すべて', '対右打者', '対左打者'])
  expect(within(row('月別')).getAllByRole('link').map((link) => link.textContent)).toEqual(['すべて', '6月', '7月'])
})

test('期間: 直近14日 / 30日 count back from the season\'s last date and drop an as-of date; without a last date only the season', () => {
  pills({ to: '2025-06-30' }, { lastDate: '2025-09-21' })
  expect(hrefOf('期間', '直近14日')).toBe(`${PATH}?season=2024&top=20&from=2025-09-08`)
  expect(hrefOf('期間', '直近30日')).toBe(`${PATH}?season=2024&top=20&from=2025-08-23`)
  expect(within(row('期間')).getByRole('link', { name: '全期間' })).not.toHaveAttribute('aria-current')
  document.body.innerHTML = ''
  pills({})
  expect(within(row('期間')).getAllByRole('link').map((link) => link.textContent)).toEqual(['全期間'])
})

test('the as-of form sends the view\'s other params in the links\' order, the date in the place of `to`', () => {
  const { container } = pills({ hand: 'L', to: '2025-06-30' }, { lastDate: '2025-09-21' })
  const form = container.querySelector('form')
  expect(form).toHaveAttribute('action', PATH)
  expect(form).toHaveAttribute('method', 'get')
  const fields = [...(form?.querySelectorAll('input') ?? [])].map((input) => [input.name, input.type, input.value])
  expect(fields).toEqual([
    ['season', 'hidden', '2024'],
    ['top', 'hidden', '20'],
    ['hand', 'hidden', 'L'],
    ['to', 'date', '2025-06-30'],
  ])
  expect(screen.getByLabelText('日付時点')).toHaveAttribute('max', '2025-09-21')
})
