/**
 * The explorer's presets and the rule for custom columns, apart from the column catalogue
 * (explorer-columns.ts), so that the browser's controls ship only these few lines and receive
 * the side's catalogue from the server (ExplorerCatalogue).
 */
export const EXPLORER_PRESETS = ['basic', 'detail', 'saber', 'batted', 'pitch'] as const
export type ExplorerPreset = (typeof EXPLORER_PRESETS)[number]
export const EXPLORER_PRESET_LABELS: Readonly<Record<ExplorerPreset, string>> = { basic: '基本', detail: '詳細', saber: 'セイバー', batted: '打球', pitch: '投球' }

/** Custom columns a URL may ask for: more would make a table no screen can read. */
export const MAX_CUSTOM_COLUMNS = 20

/** One side's vocabulary: every column key it offers, each preset's columns, its position or role codes and the clubs' codes. */
export type ExplorerCatalogue = { keys: readonly string[]; presets: Readonly<Record<ExplorerPreset, readonly string[]>>; roles: readonly string[]; teams: readonly string[] }

/**
 * `?cols=avg,hr,ops`: the known keys in the order given, each once, at most MAX_CUSTOM_COLUMNS;
 * null when none is known (the preset then applies).
 *
 * @example columnsFromParam('hr,era,avg,hr', ['hr', 'avg']) // ['hr', 'avg']
 */
export function columnsFromParam(raw: string | undefined, keys: readonly string[]): string[] | null {
  if (raw === undefined) return null
  const chosen = [...new Set(raw.split(',').map((key) => key.trim()))].filter((key) => keys.includes(key)).slice(0, MAX_CUSTOM_COLUMNS)
  return chosen.length > 0 ? chosen : null
}
