/** @jest-environment jsdom */
import '@testing-library/jest-dom'
import { render } from '@testing-library/react'
import { Analytics } from './Analytics'

jest.mock('@next/third-parties/google', () => ({
  GoogleAnalytics: ({ gaId }: { gaId: string }) => <span data-testid="google-analytics" data-ga-id={gaId} />,
  sendGAEvent: jest.fn(),
}))
jest.mock('next/navigation', () => ({ usePathname: () => '/', useSearchParams: () => new URLSearchParams() }))

afterEach(() => {
  delete process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID
})

test('without a measurement id nothing is rendered or loaded', () => {
  const { container } = render(<Analytics />)
  expect(container).toBeEmptyDOMElement()
})

test('a malformed measurement id is treated as absent', () => {
  process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID = 'not-an-id'
  expect(render(<Analytics />).container).toBeEmptyDOMElement()
})

test('with a measurement id the Google tag is initialised with it', () => {
  process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID = 'G-E2ETEST000'
  const { container } = render(<Analytics />)
  expect(container.querySelector('[data-testid="google-analytics"]')).toHaveAttribute('data-ga-id', 'G-E2ETEST000')
})
