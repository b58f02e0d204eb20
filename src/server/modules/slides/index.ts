// The slides module's public API: its routes are registered by app.ts; the demo data adds slides like an admin;
// the home page's HTML reads visitors' slides (decision 100).
export { activeSlides, createSlide, SLIDE_FOLDER, visitorSlides, type VisitorSlides } from './slides';
