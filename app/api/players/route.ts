import { z } from 'zod'
import { intParam } from '@/lib/data/http/query-params'
import { dataEndpoint } from '@/lib/data/http/serve-data'
import { listPlayers } from '@/lib/data/loaders/list-players'
import { TEAM_CODES } from '@/lib/domain/teams/teams'
import { BATTING_SIDES, PLAYER_SORTS, PLAYER_STATUSES, THROWING_HANDS } from '@/lib/domain/players/player-list-filters'
import { POSITION_GROUPS } from '@/lib/domain/players/position-groups'

/** Players with their latest club: `?status=all|active|retired&pageSize=100` plus page, team, q (name search), pos, bats, throws, sort. */
export const GET = dataEndpoint({
  shape: {
    status: z.enum(PLAYER_STATUSES).default('all'),
    team: z.enum(TEAM_CODES).optional(),
    q: z.string().trim().min(1).max(50).optional(),
    pos: z.enum(POSITION_GROUPS).optional(),
    bats: z.enum(BATTING_SIDES).optional(),
    throws: z.enum(THROWING_HANDS).optional(),
    sort: z.enum(PLAYER_SORTS).optional(),
    page: intParam(1, 100_000).default(1),
    pageSize: intParam(1, 200).default(100),
  },
  hints: {
    status: ['all・active・retired のいずれか', 'one of all, active, retired'],
    team: ['球団コード（g・t・db・c・s・d・h・f・m・e・bs・l）', 'a club code: g, t, db, c, s, d, h, f, m, e, bs, l'],
    q: ['1〜50 文字の名前', 'a name of 1 to 50 characters'],
    pos: ['P・C・IF・OF のいずれか', 'one of P, C, IF, OF'],
    bats: ['R・L・S のいずれか', 'one of R, L, S'],
    throws: ['R・L のいずれか', 'one of R, L'],
    sort: ['name・age・-age・debut・-debut のいずれか', 'one of name, age, -age, debut, -debut'],
    page: ['1 以上の整数', 'a whole number from 1'],
    pageSize: ['1〜200 の整数', 'a whole number from 1 to 200'],
  },
  load: (query) => listPlayers(query),
  notFound: () => ['選手データがありません。', 'no player data'],
})
