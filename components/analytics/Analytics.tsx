import { Suspense } from 'react'
import { getMeasurementId } from '@/lib/analytics/measurement-id'
import { GoogleTag } from './GoogleTag'
import { LoadErrorReporter } from './LoadErrorReporter'
import { PageViewTracker } from './PageViewTracker'

/**
 * Google Analytics for the whole site: the tag (after hydration), page views on path and query changes, and load
 * errors. Without NEXT_PUBLIC_GA_MEASUREMENT_ID it renders nothing and loads nothing.
 * Mount once, inside <body> of the root layout.
 */
export function Analytics() {
  const measurementId = getMeasurementId()
  if (measurementId === null) return null
  return (
    <>
      <GoogleTag gaId={measurementId} />
      {/* The tracker reads search params; its own boundary keeps every other page prerendered. */}
      <Suspense fallback={null}>
        <PageViewTracker />
      </Suspense>
      <LoadErrorReporter />
    </>
  )
}
