'use client'

import { createContext, useContext, useMemo, type ReactNode } from 'react'

const UpcomingHrefs = createContext<ReadonlySet<string>>(new Set())

/**
 * The menus' links whose pages have not landed, worked out on the server (lib/route-status.ts)
 * and handed to the client menus, which keep the route table out of the browser's JavaScript.
 */
export function UpcomingLinksProvider({ hrefs, children }: { hrefs: readonly string[]; children: ReactNode }) {
  const set = useMemo(() => new Set(hrefs), [hrefs])
  return <UpcomingHrefs.Provider value={set}>{children}</UpcomingHrefs.Provider>
}

export function useIsUpcoming(href: string): boolean {
  return useContext(UpcomingHrefs).has(href)
}
