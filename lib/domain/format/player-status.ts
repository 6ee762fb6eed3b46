/**
 * 現役 for a player on a roster of the latest season; otherwise the last season a roster lists
 * him ('2021年まで'), which says what the data knows without claiming he retired. null when no
 * roster lists him.
 */
export function playerStatusLabel({ active, lastSeason }: { active: boolean; lastSeason: number | null }): string | null {
  if (active) return '現役'
  return lastSeason === null ? null : `${lastSeason}年まで`
}
