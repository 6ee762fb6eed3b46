/** @jest-environment jsdom */
import { TITLE_WAIT_MS, whenTitleReady } from './when-title-ready'

/** MutationObserver callbacks run as microtasks. */
const microtasks = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  document.head.innerHTML = ''
})

test('with a title already in place it sends at once', () => {
  document.title = '成績 | NPBデータバンク'
  const send = jest.fn()
  whenTitleReady(send)
  expect(send).toHaveBeenCalledWith('成績 | NPBデータバンク')
})

test('with no title yet it waits for the streamed <title>, then sends once', async () => {
  const send = jest.fn()
  whenTitleReady(send)
  expect(send).not.toHaveBeenCalled()
  const title = document.createElement('title')
  title.textContent = '2024年 順位表 | NPBデータバンク'
  document.head.append(title)
  await microtasks()
  expect(send).toHaveBeenCalledTimes(1)
  expect(send).toHaveBeenCalledWith('2024年 順位表 | NPBデータバンク')
})

test('a title that never comes: it sends without one after the wait', () => {
  jest.useFakeTimers()
  const send = jest.fn()
  whenTitleReady(send)
  jest.advanceTimersByTime(TITLE_WAIT_MS)
  expect(send).toHaveBeenCalledWith('')
  jest.useRealTimers()
})

test('flushing sends at once, untitled, and only once', () => {
  const send = jest.fn()
  const flush = whenTitleReady(send)
  document.title = 'the next page'
  flush()
  flush()
  expect(send).toHaveBeenCalledTimes(1)
  expect(send).toHaveBeenCalledWith('')
})

test('leaving the page while waiting sends the view untitled', () => {
  const send = jest.fn()
  whenTitleReady(send)
  window.dispatchEvent(new Event('pagehide'))
  expect(send).toHaveBeenCalledWith('')
})
