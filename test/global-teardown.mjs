import { rmSync } from 'node:fs'

export default function globalTeardown() {
  if (process.env.NPB_TEST_DIR) rmSync(process.env.NPB_TEST_DIR, { recursive: true, force: true })
}
