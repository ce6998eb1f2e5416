// Page-level navigation (leaving for another site, reloading), behind one object so tests can observe
// it: jsdom cannot navigate.
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
