import { notFound } from 'next/navigation'
import { z } from 'zod'

/** Parses a page's params with its route schemas; any bad value renders the not-found page. */
export function parseRouteParams<Shape extends z.ZodRawShape>(shape: Shape, raw: unknown): z.infer<z.ZodObject<Shape>> {
  const result = z.object(shape).safeParse(raw)
  if (!result.success) notFound()
  return result.data
}
