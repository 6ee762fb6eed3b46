/** @jest-environment jsdom */
import '@testing-library/jest-dom'
import { render, screen } from '@testing-library/react'
import { PickedBubble } from './PickedBubble'

const METRICS = { x: { label: 'OPS', format: 'rate3' }, y: { label: 'wRC+', format: 'integer' }, size: { label: '打席', format: 'count' } } as const

test('a tapped player is named with a link to his season, his club and the three values as the table prints them', () => {
  render(<PickedBubble point={['10000130', '吉村 伊織', 'c', 0.6135, 86.03, 530]} metrics={METRICS} page={{ scope: 'players', side: 'batting' }} season={2025} />)
  expect(screen.getByRole('link', { name: '吉村 伊織' })).toHaveAttribute('href', '/players/10000130/career-batting/2025')
  expect(screen.getByText('（広島）')).toBeInTheDocument()
  expect(screen.getByText('OPS .614')).toBeInTheDocument()
  expect(screen.getByText('wRC+ 86')).toBeInTheDocument()
  expect(screen.getByText('打席 530')).toBeInTheDocument()
})

test('a club is named once, linking to its record; a metric chosen for two roles is printed once; nothing tapped says how', () => {
  const { rerender } = render(
    <PickedBubble point={['t', '阪神', 't', 434, 433, 67]} metrics={{ ...METRICS, x: { label: '得点', format: 'count' }, y: { label: '得点', format: 'count' } }} page={{ scope: 'teams', side: 'batting' }} season={2024} />,
  )
  expect(screen.getByRole('link', { name: '阪神' })).toHaveAttribute('href', '/teams/t/batting/2024')
  expect(screen.queryByText('（阪神）')).toBeNull()
  expect(screen.getAllByText(/^得点 /)).toHaveLength(1)
  rerender(<PickedBubble point={null} metrics={METRICS} page={{ scope: 'teams', side: 'batting' }} season={2024} />)
  expect(screen.getByText(/タップ（クリック）すると名前とページへのリンク/)).toBeInTheDocument()
})
