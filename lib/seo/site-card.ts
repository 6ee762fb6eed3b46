/**
 * The file behind /og-image.png: on the simulated league the card carries the same notice as every
 * page, so a link shared on LINE or X does not pass the fictional numbers off as NPB's.
 * Both are rendered by scripts/og-image.mjs.
 */
export function siteCardFile(simulated: boolean): string {
  return simulated ? 'assets/og/site-card-sim.png' : 'assets/og/site-card.png'
}
