'use client'

import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * A value only the browser knows (a query flag, whether script runs), read once it hydrates; the
 * server's render and the hydrating one use `onServer`, so they match. `read` must return a
 * primitive (a fresh object each call would render forever).
 */
export function useBrowserValue<T extends string | number | boolean>(read: () => T, onServer: T): T {
  return useSyncExternalStore(noSubscription, read, () => onServer)
}
