import { MENU_CLOSED, menuReducer, type MenuState } from './menu-state'

test('hovering a parent menu opens it and resets the submenu', () => {
  const open: MenuState = { menu: 'records', submenu: '順位表' }
  expect(menuReducer(open, { type: 'hoverMenu', menu: 'stats' })).toEqual({ menu: 'stats', submenu: null })
  expect(menuReducer(open, { type: 'hoverMenu', menu: 'records' })).toBe(open)
})

test('only one submenu is open, and hovering a plain item closes it', () => {
  let state = menuReducer(MENU_CLOSED, { type: 'toggleMenu', menu: 'records' })
  state = menuReducer(state, { type: 'hoverSubmenu', submenu: '順位表' })
  state = menuReducer(state, { type: 'hoverSubmenu', submenu: '通算記録' })
  expect(state).toEqual({ menu: 'records', submenu: '通算記録' })
  expect(menuReducer(state, { type: 'hoverLeaf' })).toEqual({ menu: 'records', submenu: null })
})

test('clicking toggles menus and submenus; close resets everything', () => {
  const open = menuReducer(MENU_CLOSED, { type: 'toggleMenu', menu: 'analysis' })
  expect(menuReducer(open, { type: 'toggleMenu', menu: 'analysis' })).toEqual(MENU_CLOSED)
  const withSub = menuReducer(open, { type: 'toggleSubmenu', submenu: 'バブルチャート' })
  expect(menuReducer(withSub, { type: 'toggleSubmenu', submenu: 'バブルチャート' }).submenu).toBeNull()
  expect(menuReducer(withSub, { type: 'close' })).toEqual(MENU_CLOSED)
  expect(menuReducer(MENU_CLOSED, { type: 'close' })).toBe(MENU_CLOSED)
})
