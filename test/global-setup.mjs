// Built once per Jest run and shared by every suite that reads a whole league: the simulated
// 2024–2025 seasons (NPB_TEST_SIM_DB) and the real-data import (NPB_TEST_REAL_DB, skipped when
// ../shared/npb-data is absent). The two builds run side by side.
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
const tsx = (args, dbPath) =>
  run(join(process.cwd(), 'node_modules', '.bin', 'tsx'), ['--conditions=react-server', ...args], {
    env: { ...process.env, NPB_DB_PATH: dbPath },
    maxBuffer: 64 * 1024 * 1024,
  })

export default async function globalSetup() {
  if (process.env.NPB_TEST_DIR) return
  const dir = mkdtempSync(join(tmpdir(), 'npb-jest-'))
  process.env.NPB_TEST_DIR = dir
  const builds = []
  if (!process.env.NPB_TEST_SIM_DB) {
    const path = join(dir, 'sim.sqlite')
    builds.push(tsx(['scripts/db-build.ts', '--seasons', '2024-2025'], path).then(() => { process.env.NPB_TEST_SIM_DB = path }))
  }
  const dataDir = process.env.NPB_DATA_DIR ?? join(process.cwd(), '..', 'shared', 'npb-data')
  if (existsSync(dataDir) && !process.env.NPB_TEST_REAL_DB) {
    const path = join(dir, 'real.sqlite')
    builds.push(tsx(['scripts/db-import.ts', dataDir], path).then(() => { process.env.NPB_TEST_REAL_DB = path }))
  }
  await Promise.all(builds)
}
