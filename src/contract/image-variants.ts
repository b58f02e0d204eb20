// Images at the size they are shown (issue 21). No zod here: the home page's course cards use these, and the
// first load carries no schema library.

/** Widths of the WebP copies kept beside every cover, avatar and slide image (the original is kept too). */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;

const STORED_IMAGE = /^(\/api\/files\/[a-z-]+\/[0-9a-f-]{36})\.(png|jpg|webp|gif)$/;

/** The URL of a stored image's WebP copy at `width`, or null for an image that has none (an outside link). */
export function imageVariantUrl(url: string, width: (typeof IMAGE_WIDTHS)[number]): string | null {
  const match = STORED_IMAGE.exec(url);
  return match ? `${match[1]}-${width}.webp` : null;
}

/** `srcset` for a stored image (its WebP copies), or undefined when it has none. */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !STORED_IMAGE.test(url)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageVariantUrl(url, w)} ${w}w`).join(', ');
}

/**
 * `sizes` of the home carousel's slide images: the width of the page's column (max-w-6xl less its padding).
 * The server names the first slide's image with the same `srcset` and `sizes` in home's HTML (a preload,
 * decision 100), so the browser's pick is the same file and the carousel's `<img>` reuses the download.
 */
export const SLIDE_IMAGE_SIZES = '(min-width: 72rem) 68rem, calc(100vw - 2rem)';

/**
 * `sizes` of a course page's cover (the card beside the outline: full width on a phone, 24rem from `lg`). The
 * server's first paint of the page draws the cover with the same `srcset` and `sizes` (decision 100), so the
 * app's `<img>` at the hand-over is the file the browser already has.
 */
export const COURSE_COVER_SIZES = '(min-width: 1024px) 24rem, 100vw';

/**
 * The cookie in which the app tells the server whether data saver is on (`on` or `off`): with it on, images
 * load at their smallest copy, so the server names no image for the browser to preload.
 */
export const DATA_SAVER_COOKIE = 'data-saver';
