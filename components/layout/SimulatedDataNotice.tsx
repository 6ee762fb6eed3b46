/**
 * On the simulated league every page says so right under the header: the clubs and parks are
 * real names, so without it a visitor would take the numbers for NPB's. An imported database
 * shows nothing here; its footer line names the source.
 */
export function SimulatedDataNotice({ simulated }: { simulated: boolean }) {
  if (!simulated) return null
  return (
    <div role="note" className="border-b border-amber-200 bg-amber-50 text-amber-900" data-testid="simulated-notice">
      <p className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 px-4 py-1.5 text-xs sm:text-sm">
        <span className="font-semibold">このサイトのデータは架空のシミュレーションリーグです</span>
        <a href="#data-source" className="tap inline-flex items-center justify-center underline">
          詳しく
        </a>
      </p>
    </div>
  )
}
