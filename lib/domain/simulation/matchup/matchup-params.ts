/**
 * What the matchup's URL parameters may hold, shared by the page (which falls back) and the API
 * (which answers 400): player ids as the event store writes them (digits for the simulated league
 * and npb.jp, a letter prefix for 一球速報's), a venue id, and 'career' for every season pooled.
 */
export const PLAYER_ID_PATTERN = /^[0-9A-Za-z_-]{1,20}$/
export const CAREER = 'career'
export const PARK_ID_MAX = 99_999
