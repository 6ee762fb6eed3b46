/** @jest-environment jsdom */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { QueryProvider } from './QueryProvider'

function Probe({ id, load }: { id: string; load: () => Promise<string> }) {
  const { status, data } = useQuery({ queryKey: ['probe', id], queryFn: load })
  return <p>{`${id}:${status}:${data ?? ''}`}</p>
}

test('a failing query is tried once: retries belong to the API client', async () => {
  const load = jest.fn(() => Promise.reject(new Error('API connection error: Failed to fetch')))
  render(
    <QueryProvider>
      <Probe id="a" load={load} />
    </QueryProvider>,
  )
  expect(await screen.findByText('a:error:')).toBeTruthy()
  expect(load).toHaveBeenCalledTimes(1)
})

test('fresh data is shared: a second reader of the same key does not fetch again', async () => {
  const load = jest.fn(() => Promise.resolve('2025'))
  const { rerender } = render(
    <QueryProvider>
      <Probe id="b" load={load} />
    </QueryProvider>,
  )
  expect(await screen.findByText('b:success:2025')).toBeTruthy()
  rerender(
    <QueryProvider>
      <Probe id="b" load={load} />
      <Probe id="b" load={load} />
    </QueryProvider>,
  )
  expect(await screen.findAllByText('b:success:2025')).toHaveLength(2)
  expect(load).toHaveBeenCalledTimes(1)
})

test('one client per app instance, kept across renders', () => {
  const seen: QueryClient[] = []
  function Capture() {
    seen.push(useQueryClient())
    return null
  }
  const { rerender } = render(
    <QueryProvider>
      <Capture />
    </QueryProvider>,
  )
  rerender(
    <QueryProvider>
      <Capture />
    </QueryProvider>,
  )
  expect(seen.length).toBeGreaterThanOrEqual(2)
  expect(new Set(seen).size).toBe(1)
})
