import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { precompressedFiles } from './precompressed'

const script = Buffer.from('function standings(){return "中日 .529"}'.repeat(100))
const copy = brotliCompressSync(script)

function staticDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'edge-static-'))
  mkdirSync(join(dir, 'chunks'))
  writeFileSync(join(dir, 'chunks', 'a1.js'), script)
  writeFileSync(join(dir, 'chunks', 'a1.js.br'), copy)
  writeFileSync(join(dir, 'secret.txt.br'), copy)
  return dir
}

test("a build file's copy is found by its URL, query and all, and used when it decodes to the body", () => {
  const lookup = precompressedFiles(staticDir())
  expect(lookup('/_next/static/chunks/a1.js', script)).toEqual(copy)
  expect(lookup('/_next/static/chunks/a1.js?dpl=1', script)).toEqual(copy)
})

test('no copy, a stale copy, another path or a way out of the directory gives nothing', () => {
  const lookup = precompressedFiles(join(staticDir(), 'chunks'))
  expect(lookup('/_next/static/b2.js', script)).toBeUndefined()
  expect(lookup('/_next/static/a1.js', Buffer.from('a newer body'))).toBeUndefined()
  expect(lookup('/records/a1.js', script)).toBeUndefined()
  expect(lookup('/_next/static/../secret.txt', script)).toBeUndefined()
  expect(lookup('/_next/static/%2e%2e/secret.txt', script)).toBeUndefined()
})
