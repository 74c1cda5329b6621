/** Brand facts shown across the site; change the company name here only. */
export const SITE = {
  name: 'CricVision',
  legalName: 'CricVision Technologies Private Limited',
  /** The company page's LinkedIn organisation id (VITE_LINKEDIN_ORGANIZATION_ID at build); without it LinkedIn gets the name. */
  linkedInOrganizationId: (import.meta.env.VITE_LINKEDIN_ORGANIZATION_ID as string | undefined) || null,
  parentDivision: 'the sports division of Meridian Group',
  foundedYear: 2020,
  tagline: 'Cricket technology, from the nets to the broadcast.',
  description:
    'CricVision builds cricket technology for federations, academies, clubs and broadcasters: ball tracking and decision review, video analysis, live production, streaming and certified analyst courses.',
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
  label: string;
  to: string;
}

/** The public navigation of SPEC section 2, in order. */
/** The footer's first list of links, where the phone menu button leads before the app runs. */
export const SITE_LINKS_ID = 'site-links';

export const MAIN_NAV: readonly NavLinkItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Products', to: '/products' },
  { label: 'Courses', to: '/courses' },
  { label: 'About', to: '/about' },
  { label: 'Blog', to: '/blog' },
  { label: 'Careers', to: '/careers' },
  { label: 'Contact', to: '/contact' },
];

export type SocialNetwork = 'linkedin' | 'x' | 'youtube' | 'instagram' | 'facebook';

export const SOCIAL_LINKS: readonly { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'linkedin', label: 'CricVision on LinkedIn', href: 'https://www.linkedin.com/company/cricvision' },
  { network: 'x', label: 'CricVision on X', href: 'https://x.com/cricvision' },
  { network: 'youtube', label: 'CricVision on YouTube', href: 'https://www.youtube.com/@cricvision' },
  { network: 'instagram', label: 'CricVision on Instagram', href: 'https://www.instagram.com/cricvision' },
  { network: 'facebook', label: 'CricVision on Facebook', href: 'https://www.facebook.com/cricvision' },
];
