import type { TitleResultDto, TitleWinnerDto } from '@/lib/schemas/titles'
import { leagueView, playerHref, teamNames, titleDetailText, titleValueText, winnersAt } from './title-text'

const batting = { g: 140, pa: 600, ab: 520, h: 160, hr: 30, rbi: 90, sb: 10, avg: 160 / 520, obp: 0.38, wraa: 31.25, short_pa: 0, title_avg: 160 / 520 }
const pitching = { g: 25, gs: 25, w: 15, l: 5, sv: 0, hld: 0, hp: 0, cg: 3, outs: 520, so: 170, era: 2.1, wpct: 0.75, runs: 18.04 }
const base: TitleWinnerDto = { player_id: '10000001', name: '山田 太郎', teams: ['g'], position: null, value: 0, batting: null, pitching: null, fielding: null }

test('the deciding value is labelled the way NPB prints it', () => {
  expect(titleValueText('batting_champion', { ...base, value: 160 / 520 })).toBe('打率 .308')
  expect(titleValueText('era_leader', { ...base, value: 1.7775 })).toBe('防御率 1.78')
  expect(titleValueText('homerun_leader', { ...base, value: 30 })).toBe('30本')
  expect(titleValueText('holds', { ...base, value: 42 })).toBe('42HP')
  expect(titleValueText('mvp', { ...base, value: 42.08 })).toBe('+42.1点')
  expect(titleValueText('best_nine', { ...base, position: 'C', value: -1.46 })).toBe('打撃-1.5点')
  expect(titleValueText('best_nine', { ...base, position: 'P', value: 18.04 })).toBe('投球+18.0点')
  expect(titleValueText('sawamura', { ...base, value: 5 })).toBe('5項目達成')
  expect(titleValueText('golden_glove', { ...base, position: 'C', value: 0.4119 })).toBe('盗塁阻止率 .412')
  expect(titleValueText('golden_glove', { ...base, position: 'SS', value: 0.995 })).toBe('守備率 .995')
})

test('a ベストナイン winner below the league average says why he still won', () => {
  const catcher = { ...base, position: 'C' as const, batting: { ...batting, avg: 0.231, hr: 5, rbi: 30, wraa: -1.46 } }
  expect(titleDetailText('best_nine', { ...catcher, value: -1.46 })).toBe('打率.231 5本 30打点（リーグ平均を下回るが、この守備位置では最高）')
  expect(titleDetailText('best_nine', { ...catcher, value: 4.2 })).toBe('打率.231 5本 30打点')
})

test('a batting champion short of 規定打席 is marked with the AVG he was ranked on', () => {
  // 139 H / 385 AB, 417 PA: 26 short of 443 → 139 / 411 = .338
  const short = { ...batting, pa: 417, ab: 385, h: 139, short_pa: 26, title_avg: 139 / 411 }
  expect(titleDetailText('batting_champion', { ...base, batting: short })).toBe('139安打/385打数 417打席（規定打席に26不足、不足分を打数に加えて.338）')
  expect(titleDetailText('batting_champion', { ...base, batting })).toBe('160安打/520打数 600打席 30本')
})

test('value awards show where the runs came from', () => {
  expect(titleDetailText('mvp', { ...base, batting })).toBe('打率.308 30本 90打点')
  expect(titleDetailText('mvp', { ...base, pitching, batting: { ...batting, pa: 60, wraa: -3 } })).toBe('投球+18.0・打撃-3.0　15勝5敗 173 1/3回 防御率2.10')
})

test('最優秀中継ぎ separates holds from relief wins', () => {
  const reliever = { ...pitching, g: 60, gs: 0, hld: 38, hp: 42, w: 4, era: 1.95 }
  expect(titleDetailText('holds', { ...base, pitching: reliever })).toBe('38ホールド＋救援4勝 60登板 防御率1.95')
})

test('player links go to the season page of the side the title was won on', () => {
  expect(playerHref({ ...base, batting }, 2025)).toBe('/players/10000001/career-batting/2025')
  expect(playerHref({ ...base, pitching }, 2024)).toBe('/players/10000001/career-pitching/2024')
  expect(playerHref({ ...base, position: 'P' }, 2024)).toBe('/players/10000001/career-pitching/2024')
  // a season the site has no pages for falls back to the player's own redirect
  expect(playerHref({ ...base, batting }, 1999)).toBe('/players/10000001')
  expect(teamNames({ ...base, teams: ['h', 'l'] })).toBe('ソフトバンク・西武')
})

test('沢村賞 (one award for both leagues) shows in its winner’s league only', () => {
  const winner = { ...base, teams: ['m' as const], value: 5 }
  const results: TitleResultDto[] = [{ scope: 'npb', status: 'awarded', winners: [winner] }]
  expect(leagueView(results, 'pacific')).toEqual(results[0])
  expect(leagueView(results, 'central')).toBe('elsewhere')
  const none: TitleResultDto[] = [{ scope: 'npb', status: 'none', winners: [] }]
  expect(leagueView(none, 'central')).toEqual(none[0])
})

test('position awards are split by position', () => {
  const result: TitleResultDto = {
    scope: 'central',
    status: 'awarded',
    winners: [{ ...base, position: 'OF' }, { ...base, player_id: '2', position: 'C' }, { ...base, player_id: '3', position: 'OF' }],
  }
  expect(winnersAt(result, 'OF').winners.map((w) => w.player_id)).toEqual(['10000001', '3'])
})
