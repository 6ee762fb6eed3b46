/** The mark on a link whose page has not landed yet (lib/route-status.ts): shown in place of a dead end. */
export function SoonBadge() {
  return (
    <span className="soon-badge">
      近日公開
    </span>
  )
}
