import { rmSync } from 'node:fs'

export default function globalTeardown() {
  if (process.env.NPB_TEST_REAL_DIR) rmSync(process.env.NPB_TEST_REAL_DIR, { recursive: true, force: true })
}
