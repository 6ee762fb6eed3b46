'use client'

import { useEffect } from 'react'

/**
 * Brings a shared link's #entry into view. The page streams inside the root loading boundary,
 * so when the browser looks for the fragment the entry is still in a hidden template and the
 * page opens at the top; once mounted, the entry is there to scroll to.
 */
export function ScrollToHash() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1))
    if (id) document.getElementById(id)?.scrollIntoView()
  }, [])
  return null
}
