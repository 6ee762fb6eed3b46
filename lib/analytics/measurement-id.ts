/** GA4 measurement ids look like G-XXXXXXXXXX. */
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/

/**
 * The configured id, or null when analytics is off. The id is spliced into an inline script by
 * @next/third-parties, so anything that is not a plain measurement id is refused, not escaped.
 */
export function parseMeasurementId(value: string | undefined): string | null {
  const id = value?.trim()
  return id && MEASUREMENT_ID.test(id) ? id : null
}

/** Build-time configuration: Next inlines NEXT_PUBLIC_* only when written out literally. */
export function getMeasurementId(): string | null {
  return parseMeasurementId(process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID)
}
