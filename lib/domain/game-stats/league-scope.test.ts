import { isLeagueScope, LEAGUE_SCOPE_LABELS, LEAGUE_SCOPES } from './league-scope'

describe('league scopes', () => {
  it('names NPB and both leagues, and nothing else', () => {
    expect(LEAGUE_SCOPES.map((scope) => LEAGUE_SCOPE_LABELS[scope])).toEqual(['NPB', 'セ・リーグ', 'パ・リーグ'])
    expect(isLeagueScope('pacific')).toBe(true)
    expect(isLeagueScope('eastern')).toBe(false)
    expect(isLeagueScope(undefined)).toBe(false)
  })
})
