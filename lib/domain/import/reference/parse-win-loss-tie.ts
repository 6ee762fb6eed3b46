export type WinLossTie = { w: number; l: number; t: number }

/**
 * A standings cell such as '12-12(1)': wins-losses(ties), the tie part left out when there are none.
 * Null for '--', the cell a team has against itself.
 * @example parseWinLossTie('16-8(1)') // { w: 16, l: 8, t: 1 }
 */
export function parseWinLossTie(cell: string): WinLossTie | null {
  const value = cell.normalize('NFKC').trim()
  if (value === '--') return null
  const match = /^(\d+)-(\d+)(?:\((\d+)\))?$/.exec(value)
  if (!match) throw new RangeError(`expected wins-losses(ties) such as 12-12(1), got "${cell}"`)
  return { w: Number(match[1]), l: Number(match[2]), t: Number(match[3] ?? 0) }
}
