import { JsonLd } from './JsonLd'
import type { PageDescriptor } from './metadata'
import { sportsEventStructuredData, type SportsEventFacts } from './sports-event'
import { pageStructuredData } from './structured-data'

/** A game page's JSON-LD: the WebPage and the game as a SportsEvent, in one graph like every page's. */
export function GameJsonLd({ game, page }: { game: SportsEventFacts; page: PageDescriptor }) {
  return <JsonLd data={pageStructuredData({ ...page, structuredData: sportsEventStructuredData(game) })} />
}
