import 'server-only'
import { statSync, type Stats } from 'node:fs'

/** The directory given to db:import cannot be read as one: the message names it, in Japanese. */
export class ImportDirError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ImportDirError'
  }
}

/** Checks the import directory before the walk, which would otherwise fail with a bare ENOENT/ENOTDIR from scandir. */
export function checkImportDir(dir: string): void {
  let stat: Stats
  try {
    stat = statSync(dir)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code !== 'ENOENT' && code !== 'ENOTDIR') throw new ImportDirError(`取り込むフォルダ ${dir} を読めません（${code}）。`)
    throw new ImportDirError(`取り込むフォルダ ${dir} が見つかりません。パスを確かめてください（例: npm run db:import -- ../shared/npb-data）。`)
  }
  if (!stat.isDirectory()) throw new ImportDirError(`${dir} はフォルダではありません。試合ファイルの入ったフォルダを指定してください。`)
}
