/** @jest-environment jsdom */
import '@testing-library/jest-dom'
import { render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { GoogleTag } from './GoogleTag'

jest.mock('@next/third-parties/google', () => ({
  GoogleAnalytics: ({ gaId }: { gaId: string }) => <span data-testid="google-analytics" data-ga-id={gaId} />,
}))

test('the server renders no tag, so its HTML carries no preload of gtag.js', () => {
  expect(renderToString(<GoogleTag gaId="G-E2ETEST000" />)).toBe('')
})

test('in the browser the tag is rendered with the measurement id', () => {
  const { getByTestId } = render(<GoogleTag gaId="G-E2ETEST000" />)
  expect(getByTestId('google-analytics')).toHaveAttribute('data-ga-id', 'G-E2ETEST000')
})
