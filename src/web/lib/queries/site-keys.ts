/** The site's own settings: the home page's catalogue entries. */
export const siteKeys = {
  all: ['site'] as const,
  homepageMaterials: () => [...siteKeys.all, 'homepage-materials'] as const,
  /** The active entries the home page shows. */
  publicHomepageMaterials: () => [...siteKeys.homepageMaterials(), 'public'] as const,
  /** Every entry, inactive ones included (admin). */
  allHomepageMaterials: () => [...siteKeys.homepageMaterials(), 'all'] as const,
};
