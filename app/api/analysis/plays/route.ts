import { dataEndpoint } from '@/lib/data/http/serve-data'
import { getPlayFinder } from '@/lib/data/loaders/analysis/plays/find-plays'
import { servedSeasons } from '@/lib/data/loaders/get-data-source'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import { PLAY_FINDER_API_SHAPE, playFilterOf, type PlayFinderApiQuery } from '@/lib/schemas/play-finder'

/** The seasons a query searches, newest first: one the site serves, or all of them. */
function seasonsOf({ season }: PlayFinderApiQuery): number[] {
  const served = servedSeasons()
  if (season === 'all') return served
  return served.includes(season) ? [season] : []
}

/**
 * /api/analysis/plays?season=2025|all&side=batting|pitching&…: the play finder — single
 * regular-season PAs filtered by bases, outs, inning, margin, count, 代打, first pitch, hands,
 * club, player, month and result, with their count, aggregate line (RE24, WPA) and a page of
 * them newest first (lib/schemas/play-finder.ts). A bad value is a 400 naming it; a season
 * without games a 404; the body carries an ETag (304 when held).
 */
export const GET = dataEndpoint({
  shape: PLAY_FINDER_API_SHAPE,
  hints: {
    side: ['batting または pitching', 'batting or pitching'],
    season: ['2025 のような4桁の年か all', 'a four-digit year such as 2025, or all'],
    league: ['npb・central・pacific のいずれか', 'npb, central or pacific'],
    page: ['1 以上の整数', 'a whole number from 1'],
    per: ['25・50・100 のいずれか', '25, 50 or 100'],
    bases: ['0〜7（走者のビット：1=一塁 2=二塁 4=三塁）・on・risp', '0–7 (runner bits: 1 = first, 2 = second, 4 = third), on or risp'],
    outs: ['0・1・2', '0, 1 or 2'],
    inning: ['1〜9・1-3・4-6・7-9・extra', '1–9, 1-3, 4-6, 7-9 or extra'],
    margin: ['-4〜4（±4 は4点以上）・lead・behind', '-4 to 4 (±4 meaning 4 or more), lead or behind'],
    count: ['0-0〜3-2 のカウントか ahead・even・behind・two-strikes', 'a count 0-0 to 3-2, or ahead, even, behind, two-strikes'],
    ph: ['1（代打の打席のみ）', '1 (pinch-hit PAs only)'],
    first: ['ball・strike・swing・take・in_play', 'ball, strike, swing, take or in_play'],
    bhand: ['R または L', 'R or L'],
    phand: ['R または L', 'R or L'],
    team: ['球団コード（g・t・h など）', 'a club code such as g, t or h'],
    player: ['選手ID（数字）', 'a player id (digits)'],
    month: ['3〜11 の月', 'a month from 3 to 11'],
    result: ['hit・1B・2B・3B・HR・xbh・BB・IBB・HBP・K・out・DP・SH・SF・ROE', 'hit, 1B, 2B, 3B, HR, xbh, BB, IBB, HBP, K, out, DP, SH, SF or ROE'],
  },
  // A club of the other league would keep nothing: the club is the misfit.
  check: ({ team, league }) => (team !== undefined && league !== 'npb' && TEAM_BY_CODE[team].league !== league ? 'team' : null),
  load: (query) => {
    const seasons = seasonsOf(query)
    if (seasons.length === 0) return null
    return getPlayFinder({ side: query.side, seasons, league: query.league, filter: playFilterOf(query), page: query.page, per: query.per })
  },
  notFound: ({ season }) => [`${season}年の打席の記録はありません。`, `no plate appearances for ${season}`],
})
