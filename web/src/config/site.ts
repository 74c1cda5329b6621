import { msg, type MessageId } from '@/lib/i18n/message-id';

/** Brand facts shown across the site; change the company name here only. Sentences about them are in the catalogues (web/src/locales). */
export const SITE = {
  name: 'CricVision',
  legalName: 'CricVision Technologies Private Limited',
  /** The company page's LinkedIn organisation id (VITE_LINKEDIN_ORGANIZATION_ID at build); without it LinkedIn gets the name. */
  linkedInOrganizationId: (import.meta.env.VITE_LINKEDIN_ORGANIZATION_ID as string | undefined) || null,
  parentDivision: 'the sports division of Meridian Group',
  foundedYear: 2020,
  contact: {
    address: 'Level 7, Prestige Tech Park, Outer Ring Road, Bengaluru, Karnataka 560103, India',
    mapQuery: 'Prestige Tech Park, Outer Ring Road, Bengaluru',
    phone: '+91 80 4719 2200',
    salesEmail: 'sales@cricvision.in',
    supportEmail: 'support@cricvision.in',
    careersEmail: 'careers@cricvision.in',
    privacyEmail: 'privacy@cricvision.in',
  },
} as const;

export interface NavLinkItem {
  label: MessageId;
  to: string;
}

/** The public navigation of SPEC section 2, in order. */
/** The footer's first list of links, where the phone menu button leads before the app runs. */
export const SITE_LINKS_ID = 'site-links';

export const MAIN_NAV: readonly NavLinkItem[] = [
  { label: msg('nav.home'), to: '/' },
  { label: msg('nav.products'), to: '/products' },
  { label: msg('nav.courses'), to: '/courses' },
  { label: msg('nav.about'), to: '/about' },
  { label: msg('nav.blog'), to: '/blog' },
  { label: msg('nav.careers'), to: '/careers' },
  { label: msg('nav.contact'), to: '/contact' },
];

export type SocialNetwork = 'linkedin' | 'x' | 'youtube' | 'instagram' | 'facebook';

export const SOCIAL_LINKS: readonly { network: SocialNetwork; label: MessageId; href: string }[] = [
  { network: 'linkedin', label: msg('social.linkedin'), href: 'https://www.linkedin.com/company/cricvision' },
  { network: 'x', label: msg('social.x'), href: 'https://x.com/cricvision' },
  { network: 'youtube', label: msg('social.youtube'), href: 'https://www.youtube.com/@cricvision' },
  { network: 'instagram', label: msg('social.instagram'), href: 'https://www.instagram.com/cricvision' },
  { network: 'facebook', label: msg('social.facebook'), href: 'https://www.facebook.com/cricvision' },
];
