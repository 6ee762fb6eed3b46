/** @jest-environment node */
import { Suspense, use } from 'react'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import { PassThrough } from 'node:stream'
import { inlineBoundaries } from './inline-boundaries'

/** React reads a promise tagged `fulfilled` without suspending: data ready before the shell. */
type Ready = Promise<string>

function Data({ value, later }: { value: Ready; later: Ready }) {
  const text = use(value)
  return (
    <div className="rows">
      <p>{text}</p>
      <script type="application/ld+json">{'{"note":"</div> in a script is text"}'}</script>
      <Suspense fallback={<div className="inner-spinner">…</div>}>
        <Inner value={later} />
      </Suspense>
    </div>
  )
}

function Inner({ value }: { value: Ready }) {
  return <div className="inner">{use(value)} <span>内側</span></div>
}

const page = (value: Ready, later: Ready) => (
  <main>
    <h1>順位表</h1>
    <Suspense fallback={<div className="spinner"><span>読み込んでいます…</span></div>}>
      <Data value={value} later={later} />
    </Suspense>
    <footer>フッター</footer>
  </main>
)

/** What React streams when the data arrives after the shell: fallbacks, then hidden segments and $RC calls. */
function streamed(): Promise<string> {
  return new Promise((resolve, reject) => {
    let settle: (text: string) => void = () => {}
    let settleLater: (text: string) => void = () => {}
    const value: Ready = new Promise<string>((done) => (settle = done))
    const later: Ready = new Promise<string>((done) => (settleLater = done))
    const sink = new PassThrough()
    let html = ''
    sink.on('data', (chunk: Buffer) => (html += chunk.toString()))
    sink.on('end', () => resolve(html))
    const stream = renderToPipeableStream(page(value, later), {
      onShellReady: () => {
        stream.pipe(sink)
        setTimeout(() => settle('中日 .529'), 10)
        setTimeout(() => settleLater('阪神 .611'), 30)
      },
      onError: reject,
    })
  })
}

/** What React sends when the data is ready before the shell is written. */
function readyInTime(): string {
  const ready = (text: string): Ready => {
    const promise: Ready = Promise.resolve(text)
    return Object.assign(promise, { status: 'fulfilled', value: text })
  }
  return renderToString(page(ready('中日 .529'), ready('阪神 .611')))
}

const withoutScripts = (html: string) => html.replace(/<script>[\s\S]*?<\/script>/g, '')

test('a streamed page becomes what React sends for boundaries ready in time, nested ones too', async () => {
  const html = await streamed()
  expect(html).toContain('<template id="B:0">')
  expect(html).toContain('$RC("B:0","S:0")')
  expect(html).toContain('$RC("B:1","S:1")')
  const inlined = inlineBoundaries(html)
  expect(withoutScripts(inlined)).toBe(withoutScripts(readyInTime()))
  expect(inlined).not.toMatch(/\$RC\("B:|hidden id="S:|spinner/)
})

test('a boundary whose content or reveal call is missing is left to React', () => {
  const pending = '<main><!--$?--><template id="B:0"></template><div>…</div><!--/$--></main>'
  expect(inlineBoundaries(pending)).toBe(pending)
  const noCall = `${pending}<div hidden id="S:0"><p>data</p></div>`
  expect(inlineBoundaries(noCall)).toBe(noCall)
  const errored = `${pending}<script>$RX("B:0","","boom")</script>`
  expect(inlineBoundaries(errored)).toBe(errored)
})

test('a page without streamed boundaries is returned as it is', () => {
  const html = '<!DOCTYPE html><html><body><!--$--><p>done</p><!--/$--></body></html>'
  expect(inlineBoundaries(html)).toBe(html)
})
