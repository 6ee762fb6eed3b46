/** The mark on a link whose page has not landed yet (lib/route-status.ts): shown in place of a dead end. */
export function SoonBadge() {
  return (
    <span className="ml-1.5 inline-block shrink-0 rounded bg-slate-200 px-1.5 py-0.5 align-middle text-[10px] font-medium leading-none text-slate-600">
      近日公開
    </span>
  )
}
