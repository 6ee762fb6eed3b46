import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const PREVIOUS_DATABASE = 'the previous database'

/**
 * A fresh temporary folder per test holding an `npb.sqlite` that stands for the database a build
 * must not harm; read `dir` and `path` inside tests (they change before each one).
 */
export function previousDatabaseFixture(prefix: string): { readonly dir: string; readonly path: string } {
  const state = { dir: '', path: '' }
  beforeEach(() => {
    state.dir = mkdtempSync(join(tmpdir(), prefix))
    state.path = join(state.dir, 'npb.sqlite')
    writeFileSync(state.path, PREVIOUS_DATABASE)
  })
  afterEach(() => rmSync(state.dir, { recursive: true, force: true }))
  return state
}
