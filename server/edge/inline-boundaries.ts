/**
 * A page's data sections sit in Suspense boundaries, and React streams each one as its loading
 * fallback in place plus, further down, the content in `<div hidden id="S:n">` and a
 * `$RC("B:n","S:n")` call that moves it in. The edge holds the whole document before it sends a
 * byte, so it can send what React itself sends for a boundary that was ready in time: the content in
 * place, as `<!--$-->…<!--/$-->`. The visitor's first paint then shows the data instead of the
 * spinner (React 19.2 holds a reveal up to 300 ms after the first frame, and the standings page
 * paid for it with a second style-and-layout pass of the whole table), and a reader without script
 * sees the data where it belongs instead of in a hidden div. The RSC payload is untouched, and React
 * hydrates a completed boundary as it always does.
 *
 * Only a boundary whose content and `$RC` call are both in the document is inlined; anything else
 * (an error boundary's `$RX`, a segment's `$RS`, markup this does not recognise) is left to React.
 */

const PENDING_OPEN = (id: string) => `<!--$?--><template id="B:${id}"></template>`
const SEGMENT_OPEN = (id: string) => `<div hidden id="S:${id}">`
const REVEAL_CALL = (id: string) => `$RC("B:${id}","S:${id}")`
const PENDING_ID = /<!--\$\?--><template id="B:(\d+)"><\/template>/g

/** Tags and comments that matter for finding where an element ends; a script's or style's text is skipped whole. */
const MARKUP = /<!--[\s\S]*?-->|<(\/?)(div|script|style)\b[^>]*>/g

/** The index just past the `</div>` that closes the div opening at `start`, or -1. */
function endOfDiv(html: string, start: number): number {
  MARKUP.lastIndex = start
  let depth = 0
  for (let match = MARKUP.exec(html); match !== null; match = MARKUP.exec(html)) {
    const [tag, closing, name] = match
    if (name === 'script' || name === 'style') {
      if (closing) continue
      const end = html.indexOf(`</${name}>`, MARKUP.lastIndex)
      if (end === -1) return -1
      MARKUP.lastIndex = end + name.length + 3
    } else if (name === 'div') {
      depth += closing ? -1 : 1
      if (depth === 0) return match.index + tag.length
    }
  }
  return -1
}

/** The index of the `<!--/$-->` that closes a boundary whose fallback starts at `start`, or -1. */
function endOfFallback(html: string, start: number): number {
  const boundaryComment = /<!--(\/?)\$[?!~]?-->/g
  boundaryComment.lastIndex = start
  let depth = 0
  for (let match = boundaryComment.exec(html); match !== null; match = boundaryComment.exec(html)) {
    if (!match[1]) depth += 1
    else if (depth === 0) return match.index
    else depth -= 1
  }
  return -1
}

/** The document with boundary `id` inlined, or null when its parts are not all there in order. */
function inlineOne(html: string, id: string): string | null {
  const open = html.indexOf(PENDING_OPEN(id))
  const segment = html.indexOf(SEGMENT_OPEN(id))
  const call = html.indexOf(REVEAL_CALL(id))
  if (open === -1 || segment < open || call < segment) return null
  const fallbackEnd = endOfFallback(html, open + PENDING_OPEN(id).length)
  const segmentEnd = endOfDiv(html, segment)
  if (fallbackEnd === -1 || fallbackEnd > segment || segmentEnd === -1 || segmentEnd > call) return null
  const content = html.slice(segment + SEGMENT_OPEN(id).length, segmentEnd - '</div>'.length)
  // A call in a script of its own goes with its script; one after the runtime's definitions, alone.
  const alone = html.startsWith('<script>', call - 8) && html.startsWith('</script>', call + REVEAL_CALL(id).length)
  const [callStart, callEnd] = alone ? [call - 8, call + REVEAL_CALL(id).length + 9] : [call, call + REVEAL_CALL(id).length]
  return html.slice(0, open) + '<!--$-->' + content + html.slice(fallbackEnd, segment) + html.slice(segmentEnd, callStart) + html.slice(callEnd)
}

/** The document with every streamed boundary whose content it holds put in place (nested ones too). */
export function inlineBoundaries(html: string): string {
  let result = html
  for (let pass = 0; pass < 100; pass++) {
    const ids = [...result.matchAll(PENDING_ID)].map((match) => match[1] ?? '')
    let changed = false
    for (const id of ids) {
      const next = inlineOne(result, id)
      if (next !== null) {
        result = next
        changed = true
      }
    }
    if (!changed) return result
  }
  return result
}
