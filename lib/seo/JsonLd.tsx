import { serializeJsonLd, type JsonLdObject } from './json-ld'

/** Structured data for search engines; a server component, so it costs no client JavaScript. */
export function JsonLd({ data }: { data: JsonLdObject }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
