// The slides module's public API: its routes are registered by app.ts; the demo data adds slides like an admin.
export { activeSlides, createSlide, SLIDE_FOLDER } from './slides';
