/**
 * The first paint of the course, catalogue, home and sign-in pages, written by the server into index.html
 * (decision 100): the site's header bar and the page's heading band with the same markup and classes the React
 * page renders, so a reader on a slow phone reads the heading before the entry script has downloaded and run.
 * It sits before an empty, hidden `#root`; the app removes it and shows its root in the frame its own page
 * heading is committed (`web/app/routes/first-paint.ts`). No script, no inline style: the CSP stays as it is.
 *
 * Every text inserted here goes through `escapeHtml` (course titles, descriptions and catalogue names are
 * written by professors and admins). Keep the markup in step with `app/layouts/site-header.tsx`,
 * `features/course-view/pages/course-page.tsx` (`course-path-trail.tsx`),
 * `features/catalogue/components/browse-header.tsx`, `features/site/pages/home-page.tsx` (`home-slides.tsx`,
 * `path-illustration.tsx`) and `features/auth/components/auth-shell.tsx`: the browser test
 * `e2e/first-load.e2e.ts` fails when the heading React commits is not where the server's was. Only classes the
 * web app's sources use exist in the stylesheet.
 */
import type { Course } from '../../contract/courses';
import {
  FIRST_PAINT_TEXTS,
  LANGUAGE_OWN_NAMES,
  type FirstPaintTexts,
} from '../../contract/first-paint-texts';
import { FIRST_PAINT_ID } from '../../contract/first-page-data';
import {
  COURSE_COVER_SIZES,
  SLIDE_IMAGE_SIZES,
  imageSrcSet,
  imageVariantUrl,
} from '../../contract/image-variants';
import type { AppLanguage } from '../../contract/languages';
import type { Slide } from '../../contract/slides';

export type FirstPaint =
  | { kind: 'course'; course: Course; savesData?: boolean }
  | { kind: 'catalogue' }
  | { kind: 'home'; slide?: Slide | null; savesData?: boolean }
  | { kind: 'login' };

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an HTML element or a double-quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const directionOf = (language: AppLanguage) => (language === 'ar' ? 'rtl' : 'ltr');

/** A decorative 24×24 stroke icon, as `components/ui/icon.tsx` draws it. */
function icon(className: string, paths: string): string {
  return (
    `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" ` +
    `stroke-linejoin="round" aria-hidden="true" focusable="false" class="${className}">${paths}</svg>`
  );
}

const SEARCH_ICON = '<circle cx="11" cy="11" r="6.5"></circle><path d="m16 16 4 4"></path>';
const GLOBE_ICON =
  '<circle cx="12" cy="12" r="9"></circle><path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z"></path>';
const CHEVRON_DOWN_ICON = '<path d="m6 9 6 6 6-6"></path>';
const USER_ICON =
  '<circle cx="12" cy="8" r="4"></circle><path d="M4 20c1.2-3.6 4.3-5.5 8-5.5s6.8 1.9 8 5.5"></path>';
const GRADUATION_ICON =
  '<path d="m2.5 9 9.5-4.5L21.5 9 12 13.5Z"></path><path d="M6.5 11v4.5c1.5 1.4 3.4 2 5.5 2s4-.6 5.5-2V11M21.5 9v5.5"></path>';
const BOOK_ICON =
  '<path d="M12 6.5C10.3 5.2 8 4.5 4 4.5v13c4 0 6.3.7 8 2 1.7-1.3 4-2 8-2v-13c-4 0-6.3.7-8 2Z"></path><path d="M12 6.5v13"></path>';
const NAV_ICONS = {
  '/TTHCourses': BOOK_ICON,
  '/TTHLanguages':
    '<path d="M4 5h8M8 3v2M10.5 5c-.8 3.8-3 6.6-6.5 8.5M6 8.5c1 1.8 2.6 3.2 4.5 4"></path><path d="m12 21 4-9 4 9M13.3 18h5.4"></path>',
  '/TTHLiveClasses':
    '<rect x="3" y="6" width="13" height="12" rx="2"></rect><path d="m16 10.5 5-3v9l-5-3"></path>',
  '/TTHPrivateClasses':
    '<circle cx="9" cy="8" r="3.5"></circle><path d="M2.5 20c.9-3.3 3.4-5 6.5-5s5.6 1.7 6.5 5"></path><path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M18 15.3c1.7.7 2.9 2.3 3.5 4.7"></path>',
} as const;

/** `components/ui/logo.tsx` with the built-in names, as React shows it until the platform settings are read. */
const LOGO =
  '<span class="inline-flex items-center gap-2.5">' +
  '<svg viewBox="0 0 40 40" class="size-9" aria-hidden="true" focusable="false">' +
  '<rect width="40" height="40" rx="11" fill="var(--color-brand-700)"></rect>' +
  '<path d="M11 30c0-6 8-5.5 8-11s-6-4.5-6-8.5" fill="none" stroke="var(--color-brand-200)" stroke-width="3.2" stroke-linecap="round"></path>' +
  '<path d="M19 30c3-4 10-4.5 10-11.5" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round"></path>' +
  '<circle cx="29" cy="12.5" r="3.6" fill="#f59e0b"></circle></svg>' +
  '<span class="flex flex-col leading-none">' +
  '<span lang="ar" class="font-[family-name:var(--font-arabic-display)] text-xl font-bold text-brand-900">مسار</span>' +
  '<span lang="en" class="text-[0.7rem] font-semibold tracking-[0.2em] uppercase text-slate-600">Masar</span>' +
  '</span></span>';

function navLink(to: keyof typeof NAV_ICONS, text: string, active: boolean): string {
  const tone = active
    ? 'bg-brand-50 text-brand-800'
    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900';
  const className = `inline-flex h-9 items-center gap-2 rounded-xl px-3 text-sm font-semibold transition-colors md:h-10 ${tone}`;
  return (
    `<a href="${to}" class="${className}"${active ? ' aria-current="page"' : ''}>` +
    `${icon('size-5 shrink-0 md:max-2xl:hidden', NAV_ICONS[to])}${escapeHtml(text)}</a>`
  );
}

/**
 * `components/ui/course-search-box.tsx` before anyone types: a plain form, so a search sent before the app runs
 * still reaches the results page.
 */
function searchBox(texts: FirstPaintTexts, id: string, className: string, label: string): string {
  return (
    `<form role="search" aria-label="${escapeHtml(label)}" action="/search" class="relative ${className}">` +
    `<label for="${id}" class="sr-only">${escapeHtml(texts.searchLabel)}</label>` +
    icon('pointer-events-none absolute inset-y-0 start-3 my-auto size-5 text-slate-500', SEARCH_ICON) +
    `<input id="${id}" name="q" type="search" autocomplete="off" enterkeyhint="search" ` +
    `placeholder="${escapeHtml(texts.searchPlaceholder)}" class="h-10 w-full rounded-xl border border-slate-300 ` +
    'bg-white ps-10 pe-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 ' +
    'focus:ring-brand-600/30 focus:outline-none"></form>'
  );
}

/**
 * `app/layouts/site-header.tsx` while the session is being checked (the server cannot tell a signed-in reader
 * from a visitor: the token lives in the browser), so neither "log in" nor an avatar is promised.
 */
function siteHeader(texts: FirstPaintTexts, language: AppLanguage, active: string | null): string {
  const links = (
    [
      ['/TTHCourses', texts.courses],
      ['/TTHLanguages', texts.languages],
      ['/TTHLiveClasses', texts.liveClasses],
      ['/TTHPrivateClasses', texts.privateClasses],
    ] as const
  )
    .map(([to, text]) => navLink(to, text, to === active))
    .join('');
  const languageName = LANGUAGE_OWN_NAMES[language];
  return (
    '<header class="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">' +
    '<div class="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 px-4 sm:gap-x-4 sm:px-6 lg:px-8">' +
    `<a href="/" class="rounded-xl" aria-label="${escapeHtml(texts.homeLink)}">${LOGO}</a>` +
    `<nav aria-label="${escapeHtml(texts.mainNavigation)}" class="order-last -mx-1 flex w-[calc(100%+0.5rem)] ` +
    'flex-wrap items-center gap-1 border-t border-slate-100 py-1.5 md:order-none md:mx-0 md:ms-2 md:w-auto ' +
    `md:border-0 md:py-0">${links}</nav>` +
    searchBox(
      texts,
      'first-paint-search',
      'order-last w-full pb-2 md:order-none md:ms-2 md:w-auto md:max-w-xs md:flex-1 md:pb-0 lg:max-w-sm',
      texts.searchLabel,
    ) +
    '<div class="ms-auto flex h-16 items-center gap-1 sm:gap-2">' +
    // The language menu's button, inert until the app runs (it then opens the menu).
    '<span class="inline-flex h-10 items-center gap-1.5 rounded-xl px-2.5 text-sm font-semibold text-slate-700" ' +
    'aria-hidden="true">' +
    `${icon('size-5', GLOBE_ICON)}<span lang="${language}">${escapeHtml(languageName)}</span>` +
    `${icon('size-4 opacity-70', CHEVRON_DOWN_ICON)}</span>` +
    '<span class="block h-10 w-10 animate-pulse rounded-full bg-slate-100" aria-hidden="true"></span>' +
    '</div></div></header>'
  );
}

/** `{{count}}` in a text, as i18next fills it. */
const withCount = (text: string, count: number) => text.replace('{{count}}', String(count));

/** The course page's top band: path, title, description, professor and size (`course-page.tsx`). */
function courseBand(texts: FirstPaintTexts, course: Course, savesData: boolean): string {
  const cover = courseCover(course, savesData);
  const material = course.materialPath;
  const language = course.languagePath;
  let trail: { text: string; to: string }[] = [];
  if (material) {
    const base = `/TTHCourses?level=${material.levelId}`;
    const year = `${base}&year=${material.yearId}`;
    const speciality = material.specialityId ? `${year}&speciality=${material.specialityId}` : year;
    trail = [
      { text: texts.coursePathCourses, to: '/TTHCourses' },
      { text: material.levelName, to: base },
      { text: material.yearName, to: year },
      ...(material.specialityName ? [{ text: material.specialityName, to: speciality }] : []),
      { text: material.materialName, to: `${speciality}&material=${material.materialId}` },
    ];
  } else if (language) {
    const base = `/TTHLanguages?language=${language.languageId}`;
    trail = [
      { text: texts.coursePathLanguages, to: '/TTHLanguages' },
      { text: language.languageName, to: base },
      { text: language.languageLevelName, to: `${base}&level=${language.languageLevelId}` },
    ];
  }
  const crumbs = trail
    .map(
      (item, index) =>
        `<li class="flex items-center gap-2">${index > 0 ? '<span aria-hidden="true">/</span>' : ''}` +
        `<a href="${escapeHtml(item.to)}" class="rounded hover:text-white hover:underline" dir="auto">` +
        `${escapeHtml(item.text)}</a></li>`,
    )
    .join('');
  const nav = crumbs
    ? `<nav aria-label="${escapeHtml(texts.coursePathLabel)}">` +
      `<ol class="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-brand-100">${crumbs}</ol></nav>`
    : '';
  const description = course.description
    ? `<p class="mt-4 max-w-2xl text-lg leading-relaxed text-brand-100" dir="auto">${escapeHtml(course.description)}</p>`
    : '';
  const blocks = course.sections.reduce((n, section) => n + section.blocks.length, 0);
  const facts =
    '<dl class="mt-6 flex flex-wrap gap-x-6 gap-y-3 text-sm text-brand-50">' +
    `<div class="flex items-center gap-2"><dt class="sr-only">${escapeHtml(texts.courseProfessor)}</dt>` +
    `${icon('size-5 text-brand-200', USER_ICON)}<dd class="font-semibold">${escapeHtml(course.professorName)}</dd></div>` +
    `<div class="flex items-center gap-2"><dt class="sr-only">${escapeHtml(texts.courseContent)}</dt>` +
    `${icon('size-5 text-brand-200', BOOK_ICON)}<dd>${escapeHtml(withCount(texts.courseSections, course.sections.length))} · ` +
    `${escapeHtml(withCount(texts.courseBlocks, blocks))}</dd></div></dl>`;
  return (
    '<div class="flex-1 bg-slate-50 pb-16"><div class="relative overflow-hidden bg-brand-900 text-white">' +
    '<div class="pointer-events-none absolute -start-32 -top-32 size-96 rounded-full bg-brand-600/40 blur-3xl" aria-hidden="true"></div>' +
    '<div class="relative mx-auto grid max-w-6xl gap-8 px-4 pt-10 pb-12 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8 lg:pb-16">' +
    `<div class="min-w-0">${nav}` +
    `<h1 class="mt-4 text-3xl leading-tight font-extrabold sm:text-4xl" dir="auto">${escapeHtml(course.title)}</h1>` +
    `${description}${facts}</div></div></div>${cover}</div>`
  );
}

/**
 * The course card's cover (`course-page.tsx`'s aside; its price and buying are the app's): on a phone the page's
 * largest paint, drawn here as soon as its image arrives rather than once the app has run. The same `srcset`
 * and `sizes` as the app's `<img>` (`stored-image.tsx`), or its smallest copy with data saver on, so the
 * browser fetches one file for both. A plain `div`, not the app's `aside`: its label is the price's heading.
 */
function courseCover(course: Course, savesData: boolean): string {
  if (!course.cover_url) return '';
  const picked = storedImageSource(course.cover_url, COURSE_COVER_SIZES, savesData);
  return (
    '<div class="mx-auto grid max-w-6xl gap-8 px-4 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8">' +
    '<div class="-mt-8 lg:order-last lg:-mt-56">' +
    '<div class="overflow-hidden rounded-3xl bg-white shadow-xl shadow-slate-900/10 ring-1 ring-slate-200 lg:sticky lg:top-20">' +
    `<div class="aspect-[16/9] bg-gradient-to-br from-brand-100 to-sand-100"><img ${picked} alt="" class="size-full object-cover">` +
    '</div></div></div></div>'
  );
}

/** `/TTHCourses`' band (`browse-header.tsx` with the courses page's texts), before any choice is read. */
function catalogueBand(texts: FirstPaintTexts): string {
  return (
    '<div class="flex-1 bg-slate-50 pb-16">' +
    '<div class="relative overflow-hidden border-b border-slate-200/70 bg-gradient-to-b from-brand-50 via-white to-white">' +
    '<div class="pointer-events-none absolute -end-24 -top-24 size-80 rounded-full bg-brand-200/40 blur-3xl" aria-hidden="true"></div>' +
    '<div class="relative mx-auto max-w-6xl px-4 pt-10 pb-8 sm:px-6 sm:pt-14 lg:px-8">' +
    '<p class="inline-flex items-center gap-2 text-sm font-semibold text-brand-800">' +
    '<span class="inline-flex size-8 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm ring-1 ring-brand-100">' +
    `${icon('size-5', GRADUATION_ICON)}</span>${escapeHtml(texts.catalogueEyebrow)}</p>` +
    `<h1 class="mt-4 text-3xl font-extrabold text-slate-900 sm:text-4xl">${escapeHtml(texts.catalogueTitle)}</h1>` +
    `<p class="mt-3 max-w-2xl text-slate-600">${escapeHtml(texts.catalogueSubtitle)}</p>` +
    searchBox(texts, 'first-paint-catalogue-search', 'mt-6 max-w-xl', texts.searchCatalogueLabel) +
    '</div></div></div>'
  );
}

const ARROW_FORWARD_ICON = '<path d="M5 12h14M13 6l6 6-6 6"></path>';
const LANGUAGES_ICON = NAV_ICONS['/TTHLanguages'];
const VIDEO_ICON = NAV_ICONS['/TTHLiveClasses'];

/** `components/ui/button-styles.ts`' `buttonClasses(variant, 'lg', extra)`. */
function largeButtonClasses(variant: 'primary' | 'secondary', extra: string): string {
  const tone =
    variant === 'primary'
      ? 'bg-brand-700 text-white shadow-sm shadow-brand-900/10 hover:bg-brand-800 focus-visible:outline-brand-700'
      : 'bg-white text-slate-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 hover:ring-slate-400 focus-visible:outline-brand-700';
  return (
    'inline-flex items-center justify-center gap-2 rounded-xl font-semibold whitespace-nowrap transition-colors ' +
    'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ' +
    `${tone} h-12 px-6 text-base ${extra}`
  );
}

/** `home-slides.tsx`' held box, as React draws it while the slides are read (the hero does not move down). */
const SLIDES_PLACEHOLDER =
  '<div class="mx-auto w-full max-w-6xl px-4 pt-6 sm:px-6 lg:px-8" aria-hidden="true">' +
  '<div class="aspect-[16/9] w-full rounded-3xl bg-slate-100 sm:aspect-[21/8]"></div></div>';

/** `path-illustration.tsx`: decorative, beside the hero on wide screens (the hero's text is centred on it). */
function pathIllustration(texts: FirstPaintTexts): string {
  const milestones = [
    [texts.pathLevel, texts.pathLevelExample],
    [texts.pathYear, texts.pathYearExample],
    [texts.pathSpeciality, texts.pathSpecialityExample],
    [texts.pathMaterial, texts.pathMaterialExample],
  ];
  const steps = milestones
    .map(
      ([label = '', example = ''], index) =>
        '<li class="relative flex items-center gap-4">' +
        '<span class="relative z-10 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold ring-4 ring-white ' +
        `${index === milestones.length - 1 ? 'bg-amber-500 text-white' : 'bg-brand-700 text-white'}">` +
        `${index + 1}</span>` +
        '<span class="flex-1 rounded-2xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200/80">' +
        `<span class="block text-xs font-semibold text-slate-600">${escapeHtml(label)}</span>` +
        `<span class="block text-sm font-bold text-slate-900">${escapeHtml(example)}</span></span></li>`,
    )
    .join('');
  return (
    '<div aria-hidden="true" class="relative mx-auto w-full max-w-md lg:max-w-none">' +
    '<div class="relative rounded-[2rem] bg-white/80 p-6 shadow-2xl ring-1 shadow-brand-900/10 ring-slate-200 backdrop-blur sm:p-8">' +
    '<div class="flex items-center justify-between">' +
    `<p class="text-sm font-bold text-slate-900">${escapeHtml(texts.pathTitle)}</p>` +
    `<span class="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">${escapeHtml(texts.pathBadge)}</span>` +
    '</div><ol class="relative mt-6 space-y-4">' +
    '<span class="absolute start-[1.15rem] top-3 bottom-3 w-0.5 rounded bg-gradient-to-b from-brand-300 via-brand-500 to-amber-400"></span>' +
    `${steps}</ol></div></div>`
  );
}

/** A stored image's attributes as `stored-image.tsx` draws it: its copies by `srcset`, or the smallest copy. */
function storedImageSource(url: string, sizes: string, savesData: boolean): string {
  const srcset = imageSrcSet(url);
  if (!srcset) return `src="${escapeHtml(url)}"`;
  if (savesData) return `src="${escapeHtml(imageVariantUrl(url, 320) ?? url)}"`;
  return `src="${escapeHtml(url)}" srcset="${escapeHtml(srcset)}" sizes="${escapeHtml(sizes)}"`;
}

const SLIDE_CTA_CLASSES =
  'mt-5 inline-flex h-11 items-center rounded-xl bg-white px-5 font-semibold text-slate-900 shadow hover:bg-amber-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-400';

/**
 * The first slide as the carousel's first frame draws it (`slide-carousel.tsx`, `slide-view.tsx`): its image, its
 * overlay, its texts in the page's language and its call to action, in the carousel's box, so home's largest paint
 * (the image) does not wait for the app. The overlay is an SVG rectangle: its colour and opacity are the slide's
 * own, and the first paint has no inline style. The controls (pause, the picker, previous and next) are the app's.
 * A video, or no slide for visitors: the held box, as before.
 */
function homeSlide(slide: Slide | null, language: AppLanguage, savesData: boolean): string {
  if (!slide || slide.media_type !== 'image' || !slide.image_url) return SLIDES_PLACEHOLDER;
  const title = slide.title[language];
  const description = slide.description[language];
  const cta = slide.cta_text[language];
  const texts =
    `<h2 class="text-2xl leading-tight font-extrabold drop-shadow sm:text-4xl" dir="auto">${escapeHtml(title)}</h2>` +
    (description
      ? `<p class="mt-3 text-base text-white/90 drop-shadow sm:text-lg" dir="auto">${escapeHtml(description)}</p>`
      : '') +
    (cta && slide.cta_link
      ? `<a href="${escapeHtml(slide.cta_link)}" class="${SLIDE_CTA_CLASSES}" dir="auto"` +
        `${slide.cta_link.startsWith('/') ? '' : ' rel="noopener noreferrer"'}>${escapeHtml(cta)}</a>`
      : '');
  return (
    '<div class="mx-auto w-full max-w-6xl px-4 pt-6 sm:px-6 lg:px-8">' +
    '<div class="relative aspect-[16/9] w-full touch-pan-y overflow-hidden rounded-3xl bg-slate-900 shadow-lg sm:aspect-[21/8]">' +
    '<div class="absolute inset-0">' +
    `<img ${storedImageSource(slide.image_url, SLIDE_IMAGE_SIZES, savesData)} alt="${escapeHtml(slide.alt_text)}" ` +
    'class="absolute inset-0 size-full object-cover" fetchpriority="high" decoding="async">' +
    '<svg class="absolute inset-0 size-full" aria-hidden="true" focusable="false">' +
    `<rect width="100%" height="100%" fill="${escapeHtml(slide.overlay_color)}" fill-opacity="${slide.overlay_opacity}"></rect></svg>` +
    `<div class="relative flex h-full max-w-2xl flex-col justify-center px-6 pb-16 text-white sm:px-12">${texts}</div>` +
    '</div></div></div>'
  );
}

/**
 * Home's top (`home-page.tsx`): the first slide (or the slides' held box) and the hero. Its buttons differ by
 * session (register and log in, or the dashboard), so they are drawn as React draws them while the session is
 * checked: holding their place, invisible — a signed-in reader never sees "log in" offered.
 */
function homeBand(
  texts: FirstPaintTexts,
  language: AppLanguage,
  slide: Slide | null,
  savesData: boolean,
): string {
  return (
    homeSlide(slide, language, savesData) +
    '<section class="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">' +
    '<div class="pointer-events-none absolute -start-32 -top-32 size-[28rem] rounded-full bg-brand-200/40 blur-3xl" aria-hidden="true"></div>' +
    '<div class="pointer-events-none absolute -end-24 top-40 size-80 rounded-full bg-amber-100/60 blur-3xl" aria-hidden="true"></div>' +
    '<div class="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-20 sm:pb-24 lg:grid-cols-[1.15fr_1fr] lg:px-8">' +
    // No entrance animation, unlike React's hero: text painted at opacity 0 is no largest-paint candidate, so a
    // fade made the app's heading, at the hand-over, the page's largest paint (Lighthouse, docs/performance.md).
    '<div>' +
    '<span class="inline-flex items-center gap-2 rounded-full bg-white px-3.5 py-1.5 text-xs font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100 sm:text-sm">' +
    `<span class="size-2 rounded-full bg-amber-500" aria-hidden="true"></span>${escapeHtml(texts.homeEyebrow)}</span>` +
    '<h1 class="mt-6 text-4xl leading-tight font-extrabold text-slate-900 sm:text-5xl lg:text-[3.4rem]">' +
    `${escapeHtml(texts.homeTitle)} ` +
    '<span class="bg-gradient-to-l from-brand-600 to-brand-800 bg-clip-text text-transparent">' +
    `${escapeHtml(texts.homeTitleAccent)}</span></h1>` +
    `<p class="mt-6 max-w-xl text-lg leading-relaxed text-slate-600">${escapeHtml(texts.homeSubtitle)}</p>` +
    '<div class="mt-9 flex flex-col gap-3 sm:flex-row">' +
    `<a href="/register" class="${largeButtonClasses('primary', 'invisible')}">${escapeHtml(texts.homeRegister)}` +
    `${icon('size-5 rtl:-scale-x-100', ARROW_FORWARD_ICON)}</a>` +
    `<a href="/login" class="${largeButtonClasses('secondary', 'invisible')}">${escapeHtml(texts.homeLogin)}</a>` +
    '</div>' +
    `<p class="mt-6 text-sm text-slate-600">${escapeHtml(texts.homeLanguages)}</p></div>` +
    `${pathIllustration(texts)}</div></section>`
  );
}

/** `features/auth/components/auth-shell.tsx`' brand panel (wide screens only) for students. */
function loginPanel(texts: FirstPaintTexts): string {
  const points = [
    [GRADUATION_ICON, texts.panelSubjects],
    [LANGUAGES_ICON, texts.panelLanguages],
    [VIDEO_ICON, texts.panelLive],
  ]
    .map(
      ([paths = '', text = '']) =>
        '<li class="flex items-start gap-3 text-brand-50">' +
        '<span class="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-white/10 ring-1 ring-white/15">' +
        `${icon('size-5', paths)}</span><span class="pt-1.5 text-sm leading-relaxed">${escapeHtml(text)}</span></li>`,
    )
    .join('');
  return (
    '<div class="relative hidden overflow-hidden bg-brand-800 p-10 text-white lg:flex lg:flex-col">' +
    '<svg class="pointer-events-none absolute inset-x-0 bottom-0 h-56 w-full" viewBox="0 0 400 220" ' +
    'preserveAspectRatio="xMidYMax slice" fill="none" aria-hidden="true">' +
    '<path d="M-10 230C60 170 40 120 110 100S230 110 270 60 360 10 420 20" stroke="var(--color-brand-600)" ' +
    'stroke-opacity="0.55" stroke-width="14" stroke-linecap="round"></path>' +
    '<path d="M40 240C100 200 130 170 190 160S300 150 340 100" stroke="var(--color-brand-500)" stroke-opacity="0.35" ' +
    'stroke-width="8" stroke-linecap="round" stroke-dasharray="2 18"></path>' +
    '<circle cx="340" cy="100" r="11" fill="#f59e0b"></circle>' +
    '<circle cx="340" cy="100" r="22" stroke="#f59e0b" stroke-opacity="0.35" stroke-width="2"></circle></svg>' +
    '<div class="relative">' +
    '<span class="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-brand-50 ring-1 ring-white/20">' +
    `${icon('size-4', GRADUATION_ICON)}${escapeHtml(texts.panelBadge)}</span>` +
    `<p class="mt-6 text-2xl leading-snug font-bold">${escapeHtml(texts.panelTitle)}</p>` +
    `<ul class="mt-8 space-y-4">${points}</ul></div></div>`
  );
}

/**
 * `/login` (`login-page.tsx` in `auth-shell.tsx`) up to its heading and subtitle. The form needs the app (its
 * checks, the token it keeps), so a neutral placeholder holds its place until the app draws it.
 */
function loginBand(texts: FirstPaintTexts): string {
  return (
    '<div class="relative flex flex-1 justify-center bg-gradient-to-b from-brand-50 via-slate-50 to-slate-50 px-4 py-8 sm:py-14">' +
    // No entrance animation (React's card has one): see the home hero's.
    '<div class="grid w-full max-w-5xl self-start overflow-hidden rounded-3xl bg-white shadow-xl ring-1 shadow-slate-900/5 ring-slate-200 lg:grid-cols-[1fr_1.15fr]">' +
    loginPanel(texts) +
    '<div class="px-5 py-8 sm:px-10 sm:py-12">' +
    `<h1 class="text-2xl font-bold text-slate-900 sm:text-3xl">${escapeHtml(texts.loginTitle)}</h1>` +
    `<p class="mt-2 text-slate-600">${escapeHtml(texts.loginSubtitle)}</p>` +
    // The form's height (its fields, then its button) and the line under it, so the card does not grow at the
    // hand-over; only classes the web app uses exist in the stylesheet.
    '<div class="mt-8" aria-hidden="true"><div class="h-52 animate-pulse rounded-2xl bg-slate-100"></div>' +
    '<div class="mt-2 h-12 animate-pulse rounded-xl bg-slate-100"></div><div class="mt-8 h-5"></div></div>' +
    '</div></div></div>'
  );
}

/** The first paint's markup: skip link, header bar and the page's band in a `public-layout.tsx` frame. */
export function renderFirstPaint(paint: FirstPaint, language: AppLanguage): string {
  const texts = FIRST_PAINT_TEXTS[language];
  const band =
    paint.kind === 'course'
      ? courseBand(texts, paint.course, paint.savesData ?? false)
      : paint.kind === 'catalogue'
        ? catalogueBand(texts)
        : paint.kind === 'home'
          ? homeBand(texts, language, paint.slide ?? null, paint.savesData ?? false)
          : loginBand(texts);
  return (
    `<div id="${FIRST_PAINT_ID}" lang="${language}" dir="${directionOf(language)}" class="flex min-h-dvh flex-col">` +
    '<a href="#first-paint-main" class="sr-only z-50 rounded-xl bg-brand-700 px-4 py-2 font-semibold text-white ' +
    `focus:not-sr-only focus:fixed focus:start-4 focus:top-4">${escapeHtml(texts.skipToContent)}</a>` +
    siteHeader(texts, language, paint.kind === 'catalogue' ? '/TTHCourses' : null) +
    `<main id="first-paint-main" tabindex="-1" class="flex flex-1 flex-col outline-none">${band}</main></div>`
  );
}

/**
 * index.html with the first paint before an empty, hidden `#root`, and `<html>` in the page's language, which
 * the app then starts in (`lib/i18n.ts`) unless the reader's own choice says otherwise.
 */
export function withFirstPaint(indexHtml: string, paint: FirstPaint, language: AppLanguage): string {
  return indexHtml
    .replace(
      /<html lang="[a-z]+" dir="(rtl|ltr)">/,
      `<html lang="${language}" dir="${directionOf(language)}">`,
    )
    .replace('<div id="root"></div>', `${renderFirstPaint(paint, language)}<div id="root" hidden></div>`);
}

/** An image the page draws large once the app runs: its stored address and the `sizes` its `<img>` has. */
export interface PreloadedImage {
  url: string;
  sizes: string;
}

/**
 * The `<link rel="preload">` that fetches `image` as the app's `<img>` will (`components/ui/stored-image.tsx`:
 * its WebP copies by `srcset` and the same `sizes`, so the browser picks the same file and the `<img>` finds it
 * downloaded; an image with no copies by its address), at high priority, as soon as the HTML is parsed.
 */
export function imagePreload(image: PreloadedImage): string {
  const srcset = imageSrcSet(image.url);
  const pick = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(image.sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(image.url)}"${pick} fetchpriority="high">`;
}

/** index.html with `image` preloaded from its head. */
export function withImagePreload(indexHtml: string, image: PreloadedImage): string {
  return indexHtml.replace('</head>', `${imagePreload(image)}</head>`);
}
