/** @jest-environment jsdom */
import '@testing-library/jest-dom'
import { fireEvent, render, screen } from '@testing-library/react'
import RootError from '@/app/error'
import GlobalError from '@/app/global-error'

import { reloadPage } from './reload-page'

jest.mock('./reload-page', () => ({ reloadPage: jest.fn() }))

function mockReload() {
  window.history.replaceState(null, '', '/')
  return jest.mocked(reloadPage)
}

test('the root error screen shows the message and reloads on 再読み込み', () => {
  const reload = mockReload()
  render(<RootError error={new Error('順位表を読めませんでした')} />)
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('アプリケーションエラー')
  expect(screen.getByText('順位表を読めませんでした')).toBeInTheDocument()
  fireEvent.click(screen.getByRole('button', { name: '再読み込み' }))
  expect(reload).toHaveBeenCalledTimes(1)
})

test('without a message the root error screen says 不明なエラーが発生しました', () => {
  mockReload()
  render(<RootError error={new Error('')} />)
  expect(screen.getByText('不明なエラーが発生しました')).toBeInTheDocument()
})

test('the start-up render failure screen names the failure and the error', () => {
  const reload = mockReload()
  // global-error brings its own <html>; mounted inside the test's <div>, React warns about nesting.
  const nestingWarning = jest.spyOn(console, 'error').mockImplementation(() => {})
  render(<GlobalError error={Object.assign(new Error('layout exploded'), { digest: 'abc123' })} />)
  expect(nestingWarning.mock.calls.every(([message]) => String(message).includes('cannot be a child of'))).toBe(true)
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('レンダリングエラー')
  expect(screen.getByText(/アプリケーションを表示できませんでした。layout exploded/)).toBeInTheDocument()
  expect(screen.getByText('エラーID: abc123')).toBeInTheDocument()
  fireEvent.click(screen.getByRole('button', { name: '再読み込み' }))
  expect(reload).toHaveBeenCalledTimes(1)
})

test('debug=true shows the stack trace', () => {
  window.history.replaceState(null, '', '/?debug=true')
  const error = new Error('boom')
  error.stack = 'Error: boom\n    at Standings'
  render(<RootError error={error} />)
  expect(screen.getByText(/at Standings/)).toBeInTheDocument()
})
