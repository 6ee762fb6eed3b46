import 'server-only'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The site's own simulated league (2016–2025, `npm run db:build`), for the checks the issues make
 * on the whole league rather than on Jest's two-season one. `npm test` ensures it before Jest runs.
 */
export function siteDatabasePath(): string {
  const path = process.env.NPB_DB_PATH ?? join(process.cwd(), 'data', 'npb.sqlite')
  if (!existsSync(path)) throw new Error(`no site database at ${path}: run npm run db:build (npm test builds it before Jest)`)
  return path
}
