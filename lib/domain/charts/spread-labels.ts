type Cluster = { top: number; members: number[] }

/**
 * Positions for labels on one axis (end-of-line tags): every label at least `gap` from the next,
 * as near its wanted position as it can be and inside [low, high]. Labels that would collide are
 * merged into a run spaced `gap` apart and centred on their wanted positions (the least-squares
 * placement), then pushed inside the bounds; the order of the labels never changes.
 *
 * @example spreadLabels([100, 104, 200], 18, 0, 300) // [93, 111, 200]
 */
export function spreadLabels(wanted: readonly number[], gap: number, low: number, high: number): number[] {
  const order = wanted.map((position, index) => ({ position, index })).sort((a, b) => a.position - b.position || a.index - b.index)
  const clusters: Cluster[] = []
  const place = (cluster: Cluster) => {
    const n = cluster.members.length
    const centred = cluster.members.reduce((sum, member, k) => sum + (wanted[member] ?? 0) - k * gap, 0) / n
    cluster.top = Math.min(Math.max(centred, low), Math.max(low, high - (n - 1) * gap))
  }
  for (const { index } of order) {
    const cluster: Cluster = { top: 0, members: [index] }
    place(cluster)
    clusters.push(cluster)
    for (let last = clusters.at(-1), before = clusters.at(-2); last && before && before.top + before.members.length * gap > last.top; last = clusters.at(-1), before = clusters.at(-2)) {
      before.members.push(...last.members)
      clusters.pop()
      place(before)
    }
  }
  const result = [...wanted]
  for (const cluster of clusters) cluster.members.forEach((member, k) => (result[member] = cluster.top + k * gap))
  return result
}
