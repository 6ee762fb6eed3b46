import 'server-only'
import { ImportFileError, parseJsonFile, readTextFile } from '@/lib/data/sources/read-input-file'
import { describeSchemaError, npbDayFileSchema, type NpbGame } from '@/lib/domain/import/npb-game/game-schema'

/** One day's npb.jp games, validated against both schema versions. */
export function readNpbDayFile(file: string): NpbGame[] {
  const parsed = npbDayFileSchema.safeParse(parseJsonFile(file, readTextFile(file)))
  if (!parsed.success) throw new ImportFileError(file, describeSchemaError(parsed.error))
  return parsed.data
}
