// The site module's public API: home-page entries.
export { createHomepageMaterial } from './homepage-materials.service';
