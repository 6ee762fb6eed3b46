// One real-data import per Jest run, shared by every real-data suite (NPB_TEST_REAL_DB); skipped when ../shared/npb-data is absent.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export default function globalSetup() {
  const dataDir = process.env.NPB_DATA_DIR ?? join(process.cwd(), '..', 'shared', 'npb-data')
  if (!existsSync(dataDir) || process.env.NPB_TEST_REAL_DB) return
  const dir = mkdtempSync(join(tmpdir(), 'npb-jest-real-'))
  const path = join(dir, 'real.sqlite')
  execFileSync(join(process.cwd(), 'node_modules', '.bin', 'tsx'), ['--conditions=react-server', 'scripts/db-import.ts', dataDir], {
    env: { ...process.env, NPB_DB_PATH: path },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  process.env.NPB_TEST_REAL_DB = path
  process.env.NPB_TEST_REAL_DIR = dir
}
