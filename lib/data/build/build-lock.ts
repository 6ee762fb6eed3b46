import 'server-only'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'

/** Who holds the lock: the building process and when it started. */
export type LockHolder = { pid: number; startedAt: string }

/** Another build of the same database is running; the message says which and what to do. */
export class BuildLockedError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BuildLockedError'
  }
}

export type BuildLock = { path: string; release: () => void }

export type LockOptions = {
  pid?: number
  now?: Date
  /** Whether a process still runs; a lock whose process is gone is taken over. */
  isAlive?: (pid: number) => boolean
  onNote?: (message: string) => void
}

/** The lock sits beside the database it guards, so two paths never share one and one path never has two. */
export const lockPathOf = (databasePath: string) => `${databasePath}.lock`

/** Signal 0 only asks; EPERM means the process exists but belongs to someone else. */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

const startedText = (holder: LockHolder) => new Date(holder.startedAt).toLocaleString('ja-JP', { timeZoneName: 'short' })

/** The holder written in the lock; 'gone' when it was released meanwhile, null when it cannot be read. */
function readHolder(path: string): LockHolder | 'gone' | null {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'gone' : null
  }
  try {
    const value = JSON.parse(text) as Partial<LockHolder>
    return Number.isInteger(value.pid) && typeof value.startedAt === 'string' ? { pid: Number(value.pid), startedAt: value.startedAt } : null
  } catch {
    return null
  }
}

function lockedMessage(path: string, holder: LockHolder | null): string {
  const who = holder ? `pid ${holder.pid}、${startedText(holder)} 開始` : `ロック ${path} の中身を読めません`
  return `別の取り込みが実行中です（${who}）。終わってからもう一度実行してください。実行中の取り込みが無いなら ${path} を削除してください。`
}

/**
 * Takes the database's build lock, created exclusively ('wx') so two builds can never both hold
 * it. A lock whose process has ended (a killed build) is taken over with a note; a live one, or
 * one that cannot be read (its writer may be mid-write), refuses with BuildLockedError.
 */
export function acquireBuildLock(databasePath: string, options: LockOptions = {}): BuildLock {
  const path = lockPathOf(databasePath)
  const mine: LockHolder = { pid: options.pid ?? process.pid, startedAt: (options.now ?? new Date()).toISOString() }
  const isAlive = options.isAlive ?? processAlive
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(path, `${JSON.stringify(mine)}\n`, { flag: 'wx' })
      return { path, release: () => releaseIfMine(path, mine) }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const holder = readHolder(path)
    if (holder === 'gone') continue
    if (holder === null || isAlive(holder.pid)) throw new BuildLockedError(lockedMessage(path, holder))
    // Read again just before removing, so a lock another taker has just written is left alone.
    const again = readHolder(path)
    if (again !== 'gone' && (again === null || again.pid !== holder.pid || again.startedAt !== holder.startedAt)) continue
    rmSync(path, { force: true })
    options.onNote?.(`前回の取り込み（pid ${holder.pid}、${startedText(holder)} 開始）は終了していたため、残っていたロックを引き継ぎました`)
  }
  const holder = readHolder(path)
  throw new BuildLockedError(lockedMessage(path, holder === 'gone' ? null : holder))
}

/** Removes the lock only while it is still this build's, never one a later build took over. */
function releaseIfMine(path: string, mine: LockHolder): void {
  const holder = readHolder(path)
  if (holder !== 'gone' && holder !== null && holder.pid === mine.pid && holder.startedAt === mine.startedAt) rmSync(path, { force: true })
}
