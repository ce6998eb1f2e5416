// react-admin's default theme, with the app bar and drawer kept below the app-wide modals (wallet
// confirmation, transaction error; z-index 100) the console shares with the investor app.
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  zIndex: { appBar: 80, drawer: 90 },
};
