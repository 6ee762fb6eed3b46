import { existsSync } from 'node:fs'
import { siteCardFile } from './site-card'

test('the simulated league gets the card with the notice, an imported database the plain one, and both files exist', () => {
  expect(siteCardFile(true)).toBe('assets/og/site-card-sim.png')
  expect(siteCardFile(false)).toBe('assets/og/site-card.png')
  expect(existsSync(siteCardFile(true)) && existsSync(siteCardFile(false))).toBe(true)
})
