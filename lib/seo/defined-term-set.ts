import { absoluteUrl } from './absolute-url'
import type { JsonLdObject } from './json-ld'

export type DefinedTermFacts = { name: string; alternateName?: string; description: string; anchor: string }

/** schema.org DefinedTermSet for a glossary page: each term with its own URL, the page's #anchor. */
export function definedTermSetStructuredData({ name, path, terms }: { name: string; path: string; terms: readonly DefinedTermFacts[] }): JsonLdObject {
  const url = absoluteUrl(path)
  return {
    '@type': 'DefinedTermSet',
    '@id': `${url}#terms`,
    name,
    url,
    inLanguage: 'ja',
    hasDefinedTerm: terms.map((term) => ({
      '@type': 'DefinedTerm',
      '@id': `${url}#${term.anchor}`,
      name: term.name,
      ...(term.alternateName && term.alternateName !== term.name ? { alternateName: term.alternateName } : {}),
      description: term.description,
      url: `${url}#${term.anchor}`,
      inDefinedTermSet: { '@id': `${url}#terms` },
    })),
  }
}
