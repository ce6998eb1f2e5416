// The top-bar and footer links (docs/routes.md#top-bar, docs/routes.md#footer): Catalog, Principles,
// Contacts, Personal account (only with a wallet connected), Admin (only for admins). Principles, contacts,
// FAQ and main are sections of /.
export interface NavItem {
  key: string;
  to: string;
  labelKey: string;
}

export const SECTION_IDS = { principles: 'principles', contacts: 'contacts', faq: 'faq' } as const;

export function headerNavItems({ connected, admin }: { connected: boolean; admin: boolean }): NavItem[] {
  const items: NavItem[] = [
    { key: 'catalog', to: '/catalog', labelKey: 'nav.catalog' },
    { key: 'principles', to: `/#${SECTION_IDS.principles}`, labelKey: 'nav.principles' },
    { key: 'contacts', to: `/#${SECTION_IDS.contacts}`, labelKey: 'nav.contacts' },
  ];
  if (connected) items.push({ key: 'account', to: '/personal-account', labelKey: 'nav.personalAccount' });
  if (admin) items.push({ key: 'admin', to: '/PropertyList', labelKey: 'nav.admin' });
  return items;
}

export function footerNavItems({ connected }: { connected: boolean }): NavItem[] {
  const items: NavItem[] = [
    { key: 'main', to: '/', labelKey: 'nav.main' },
    { key: 'principles', to: `/#${SECTION_IDS.principles}`, labelKey: 'nav.principles' },
    { key: 'contacts', to: `/#${SECTION_IDS.contacts}`, labelKey: 'nav.contacts' },
    { key: 'faq', to: `/#${SECTION_IDS.faq}`, labelKey: 'nav.faq' },
  ];
  if (connected) items.splice(1, 0, { key: 'catalog', to: '/catalog', labelKey: 'nav.catalog' });
  return items;
}
