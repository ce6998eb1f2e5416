// Placeholder company contacts shown in the footer and the home page's contacts section
// (docs/routes.md#footer).
export const CONTACT_PHONE = '+7 (000) 000-00-00';
export const CONTACT_EMAIL = 'support@realestate.example';

export type SocialId = 'telegram' | 'x' | 'youtube';

export const SOCIAL_LINKS: { id: SocialId; url: string }[] = [
  { id: 'telegram', url: 'https://t.me/' },
  { id: 'x', url: 'https://x.com/' },
  { id: 'youtube', url: 'https://www.youtube.com/' },
];
