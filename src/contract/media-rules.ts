// The rules of video renditions and of a watched video that the course page's player needs (issues 18 and 21). No
// zod here: importing them from `media.ts` or `progress.ts` put the schema library (24 KB gzip, and its schemas
// built at start) among the course page's first-load scripts (docs/performance.md, "The course page without zod").

/** Heights of the MP4 renditions and of the HLS ladder made from every uploaded video. */
export const VIDEO_HEIGHTS = [360, 720] as const;
/** The rendition data saver starts at (and the offline pack keeps). */
export const DATA_SAVER_HEIGHT = 360;
/** A video counts as watched once this share of it has been played. */
export const VIDEO_COMPLETION_SHARE = 0.9;
