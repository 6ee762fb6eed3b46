/**
 * Longest wait for a page's title before its page view is sent without one. A dynamic page shows
 * the loading screen first and brings its title with its content, which on a slow connection or
 * a busy server takes seconds.
 */
export const TITLE_WAIT_MS = 10_000

/**
 * Calls `send` with the document title once there is one. After a client-side navigation to a
 * dynamic page, Next streams the metadata in after the new page commits, so for a moment the
 * title is empty. Returns a flush that sends at once if still waiting, untitled: by then the
 * document may already carry the next page's title.
 */
export function whenTitleReady(send: (title: string) => void, timeoutMs = TITLE_WAIT_MS): () => void {
  let observer: MutationObserver | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  let sent = false
  const finish = (title: string) => {
    if (sent) return
    sent = true
    observer?.disconnect()
    if (timer !== null) clearTimeout(timer)
    window.removeEventListener('pagehide', flush)
    send(title)
  }
  const flush = () => finish('')
  if (document.title !== '') {
    finish(document.title)
    return flush
  }
  observer = new MutationObserver(() => {
    if (document.title !== '') finish(document.title)
  })
  observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true })
  timer = setTimeout(flush, timeoutMs)
  // A visitor who leaves while the page is still loading has still viewed it.
  window.addEventListener('pagehide', flush)
  return flush
}
