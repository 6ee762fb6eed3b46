import { SEASONS } from '@/lib/seasons'

type Values = Readonly<Record<string, readonly (string | number)[]>>

/**
 * Every combination of the given segment values, for a page's generateStaticParams. A page whose
 * header reads only its params is prerendered with them, so the header is in the first paint and
 * only the part that reads the query streams in after.
 */
export function staticParams<V extends Values>(values: V): Array<{ [K in keyof V]: string }> {
  return Object.entries(values).reduce<Array<Record<string, string>>>(
    (combinations, [name, list]) => combinations.flatMap((combination) => list.map((value) => ({ ...combination, [name]: String(value) }))),
    [{}],
  ) as Array<{ [K in keyof V]: string }>
}

/** The seasons the routes take, as path segments. */
export const SEASON_SEGMENTS: readonly string[] = SEASONS.map(String)
