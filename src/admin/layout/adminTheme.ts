// react-admin's default theme with colours that meet WCAG AA contrast (4.5:1) for text on them and on the
// page (the defaults' light blue app bar and orange warnings do not), the app bar and drawer kept below
// the app-wide modals the console shares with the investor app (z-index 100), a name for the
// loading spinners, and an empty list's message at full opacity (react-admin draws it at 0.5: 2.3:1 on white).
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export function createAdminTheme(loadingLabel: string): RaThemeOptions {
  return {
    ...defaultTheme,
    palette: {
      ...defaultTheme.palette,
      primary: { main: '#1565c0', contrastText: '#fff' },
      secondary: { light: '#5e92f3', main: '#0d47a1', dark: '#002171', contrastText: '#fff' },
      warning: { main: '#a84b00', contrastText: '#fff' },
      error: { main: '#c62828', contrastText: '#fff' },
      success: { main: '#2e7d32', contrastText: '#fff' },
      info: { main: '#01579b', contrastText: '#fff' },
    },
    zIndex: { appBar: 80, drawer: 90 },
    components: {
      ...defaultTheme.components,
      MuiCircularProgress: { defaultProps: { 'aria-label': loadingLabel } },
      RaEmpty: {
        styleOverrides: {
          root: { '& .RaEmpty-message': { opacity: 1, color: 'rgba(0, 0, 0, 0.6)' } },
        },
      },
    },
  };
}
