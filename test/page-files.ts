import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'

const ROOT = process.cwd()
const APP = join(ROOT, 'app')

/** Every page file under app/, with its route pattern (`[id]` → `:id`, `(group)` and `_private` folders as Next treats them). */
export function pageFiles(dir = APP): { pattern: string; file: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name.startsWith('_') || name === 'api' ? [] : pageFiles(path)
    if (name !== 'page.tsx') return []
    const folders = relative(APP, dir).split(sep).filter((part) => part && !part.startsWith('('))
    return [{ pattern: `/${folders.map((part) => part.replace(/^\[(\w+)\]$/, ':$1')).join('/')}`, file: path }]
  })
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? join(ROOT, specifier.slice(2)) : specifier.startsWith('.') ? join(dirname(from), specifier) : null
  if (!base) return null
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]
  return candidates.find((path) => statSync(path, { throwIfNoEntry: false })?.isFile()) ?? null
}

/** Whether `file` imports `target` directly or through any chain of the project's own modules. */
export function importsModule(file: string, target: string, seen = new Set<string>()): boolean {
  if (file === target) return true
  if (seen.has(file)) return false
  seen.add(file)
  const source = readFileSync(file, 'utf8')
  return [...source.matchAll(IMPORT)].some((match) => {
    const next = resolveImport(file, match[1] ?? match[2] ?? '')
    return next !== null && importsModule(next, target, seen)
  })
}
