/** The site's own content: home-page entries, slides, the footer and the platform settings. */
export const siteKeys = {
  all: ['site'] as const,
  homepageMaterials: () => [...siteKeys.all, 'homepage-materials'] as const,
  /** The active entries the home page shows. */
  publicHomepageMaterials: () => [...siteKeys.homepageMaterials(), 'public'] as const,
  /** Every entry, inactive ones included (admin). */
  allHomepageMaterials: () => [...siteKeys.homepageMaterials(), 'all'] as const,
  /** Home-page slides: the admin list, one slide, its analytics, and what a role sees now. */
  slides: () => [...siteKeys.all, 'slides'] as const,
  slideList: () => [...siteKeys.slides(), 'list'] as const,
  slide: (id: number) => [...siteKeys.slides(), 'one', id] as const,
  slideAnalytics: (id: number, period: string) => [...siteKeys.slide(id), 'analytics', period] as const,
  activeSlides: (audience: string) => [...siteKeys.slides(), 'active', audience] as const,
  /** The footer every page shows. */
  footer: () => [...siteKeys.all, 'footer'] as const,
  /** Platform settings: what visitors read, and the admin's whole set. */
  settings: () => [...siteKeys.all, 'settings'] as const,
  publicSettings: () => [...siteKeys.settings(), 'public'] as const,
  adminSettings: () => [...siteKeys.settings(), 'admin'] as const,
};
