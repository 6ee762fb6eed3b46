/** One active parent menu and one active submenu at a time (site spec §4). */
export type MenuState = { menu: string | null; submenu: string | null }

export type MenuAction =
  | { type: 'openMenu'; menu: string }
  | { type: 'toggleMenu'; menu: string }
  | { type: 'openSubmenu'; submenu: string }
  | { type: 'toggleSubmenu'; submenu: string }
  | { type: 'closeSubmenu' }
  | { type: 'close' }

export const MENU_CLOSED: MenuState = { menu: null, submenu: null }

/** The spec's close delay after the pointer leaves the menus. */
export const MENU_CLOSE_DELAY_MS = 150

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'openMenu':
      return state.menu === action.menu ? state : { menu: action.menu, submenu: null }
    case 'toggleMenu':
      return state.menu === action.menu ? MENU_CLOSED : { menu: action.menu, submenu: null }
    case 'openSubmenu':
      return { ...state, submenu: action.submenu }
    case 'toggleSubmenu':
      return { ...state, submenu: state.submenu === action.submenu ? null : action.submenu }
    case 'closeSubmenu':
      return state.submenu === null ? state : { ...state, submenu: null }
    case 'close':
      return state.menu === null && state.submenu === null ? state : MENU_CLOSED
  }
}
