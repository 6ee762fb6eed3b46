/** Development and test pages: kept out of the sitemap and disallowed to crawlers. */
export const NON_INDEXABLE_PREFIXES: readonly string[] = ['/design-system-test', '/dev/', '/component-test']

export function isIndexablePath(path: string): boolean {
  return !NON_INDEXABLE_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`))
}
