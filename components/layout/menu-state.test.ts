import { MENU_CLOSED, menuReducer, type MenuState } from './menu-state'

test('opening a parent menu (hover or mouse click) resets the submenu; reopening is a no-op', () => {
  const open: MenuState = { menu: 'records', submenu: '順位表' }
  expect(menuReducer(open, { type: 'openMenu', menu: 'stats' })).toEqual({ menu: 'stats', submenu: null })
  expect(menuReducer(open, { type: 'openMenu', menu: 'records' })).toBe(open)
})

test('only one submenu is open, and hovering a plain item (closeSubmenu) closes it', () => {
  let state = menuReducer(MENU_CLOSED, { type: 'toggleMenu', menu: 'records' })
  state = menuReducer(state, { type: 'openSubmenu', submenu: '順位表' })
  state = menuReducer(state, { type: 'openSubmenu', submenu: '通算記録' })
  expect(state).toEqual({ menu: 'records', submenu: '通算記録' })
  expect(menuReducer(state, { type: 'closeSubmenu' })).toEqual({ menu: 'records', submenu: null })
})

test('keyboard and touch clicks toggle menus and submenus; close resets everything', () => {
  const open = menuReducer(MENU_CLOSED, { type: 'toggleMenu', menu: 'analysis' })
  expect(menuReducer(open, { type: 'toggleMenu', menu: 'analysis' })).toEqual(MENU_CLOSED)
  const withSub = menuReducer(open, { type: 'toggleSubmenu', submenu: 'バブルチャート' })
  expect(menuReducer(withSub, { type: 'toggleSubmenu', submenu: 'バブルチャート' }).submenu).toBeNull()
  expect(menuReducer(withSub, { type: 'close' })).toEqual(MENU_CLOSED)
  expect(menuReducer(MENU_CLOSED, { type: 'close' })).toBe(MENU_CLOSED)
})
