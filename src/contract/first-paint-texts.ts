import type { AppLanguage } from './languages';

/**
 * The interface texts the server's first paint says (header bar, the catalogue's heading, a course's path), in
 * every interface language. They are the web app's own translations, copied here because the server does not
 * ship the web sources; `src/web/app/routes/first-paint.unit.test.ts` fails when one differs from its locale key
 * (named beside each text), so they cannot drift.
 */
export interface FirstPaintTexts {
  /** common:nav.skipToContent */
  skipToContent: string;
  /** common:nav.homeLink */
  homeLink: string;
  /** common:nav.main */
  mainNavigation: string;
  /** common:nav.courses */
  courses: string;
  /** common:nav.languages */
  languages: string;
  /** common:nav.liveClasses */
  liveClasses: string;
  /** common:nav.privateClasses */
  privateClasses: string;
  /** common:search.label */
  searchLabel: string;
  /** common:search.placeholder */
  searchPlaceholder: string;
  /** common:search.catalogueLabel */
  searchCatalogueLabel: string;
  /** catalogue:browse.courses.eyebrow */
  catalogueEyebrow: string;
  /** catalogue:browse.courses.title */
  catalogueTitle: string;
  /** catalogue:browse.courses.subtitle */
  catalogueSubtitle: string;
  /** course:path.label */
  coursePathLabel: string;
  /** course:path.courses */
  coursePathCourses: string;
  /** course:path.languages */
  coursePathLanguages: string;
  /** course:facts.professor */
  courseProfessor: string;
  /** course:facts.content */
  courseContent: string;
  /** course:facts.sections, with `{{count}}` */
  courseSections: string;
  /** course:facts.blocks, with `{{count}}` */
  courseBlocks: string;
}

/** Where each text comes from in the web app's locales (`namespace:key`). */
export const FIRST_PAINT_TEXT_KEYS: Record<keyof FirstPaintTexts, string> = {
  skipToContent: 'common:nav.skipToContent',
  homeLink: 'common:nav.homeLink',
  mainNavigation: 'common:nav.main',
  courses: 'common:nav.courses',
  languages: 'common:nav.languages',
  liveClasses: 'common:nav.liveClasses',
  privateClasses: 'common:nav.privateClasses',
  searchLabel: 'common:search.label',
  searchPlaceholder: 'common:search.placeholder',
  searchCatalogueLabel: 'common:search.catalogueLabel',
  catalogueEyebrow: 'catalogue:browse.courses.eyebrow',
  catalogueTitle: 'catalogue:browse.courses.title',
  catalogueSubtitle: 'catalogue:browse.courses.subtitle',
  coursePathLabel: 'course:path.label',
  coursePathCourses: 'course:path.courses',
  coursePathLanguages: 'course:path.languages',
  courseProfessor: 'course:facts.professor',
  courseContent: 'course:facts.content',
  courseSections: 'course:facts.sections',
  courseBlocks: 'course:facts.blocks',
};

export const FIRST_PAINT_TEXTS: Record<AppLanguage, FirstPaintTexts> = {
  ar: {
    skipToContent: 'الانتقال إلى المحتوى',
    homeLink: 'مسار، الصفحة الرئيسية',
    mainNavigation: 'التنقّل الرئيسي',
    courses: 'الدروس',
    languages: 'اللغات',
    liveClasses: 'الحصص المباشرة',
    privateClasses: 'دروس خصوصية',
    searchLabel: 'ابحث عن درس',
    searchPlaceholder: 'ابحث عن درس، مادة أو أستاذ',
    searchCatalogueLabel: 'ابحث في الدروس',
    catalogueEyebrow: 'المواد الدراسية',
    catalogueTitle: 'الدروس',
    catalogueSubtitle: 'اختر طورك، ثم سنتك، ثم شعبتك إن وُجدت، ثم المادة: ستجد الدروس المنشورة لها.',
    coursePathLabel: 'موقع هذا الدرس في الفهرس',
    coursePathCourses: 'الدروس',
    coursePathLanguages: 'اللغات',
    courseProfessor: 'الأستاذ',
    courseContent: 'المحتوى',
    courseSections: 'الأقسام: {{count}}',
    courseBlocks: 'العناصر: {{count}}',
  },
  fr: {
    skipToContent: 'Aller au contenu',
    homeLink: "Masar, page d'accueil",
    mainNavigation: 'Navigation principale',
    courses: 'Cours',
    languages: 'Langues',
    liveClasses: 'Cours en direct',
    privateClasses: 'Cours particuliers',
    searchLabel: 'Rechercher un cours',
    searchPlaceholder: 'Un cours, une matière, un professeur',
    searchCatalogueLabel: 'Rechercher dans le catalogue',
    catalogueEyebrow: 'Matières scolaires',
    catalogueTitle: 'Cours',
    catalogueSubtitle:
      "Choisissez votre cycle, votre année, votre filière s'il y en a une, puis la matière : vous verrez les cours publiés pour elle.",
    coursePathLabel: 'Place de ce cours dans le catalogue',
    coursePathCourses: 'Cours',
    coursePathLanguages: 'Langues',
    courseProfessor: 'Professeur',
    courseContent: 'Contenu',
    courseSections: 'Sections : {{count}}',
    courseBlocks: 'Éléments : {{count}}',
  },
  en: {
    skipToContent: 'Skip to content',
    homeLink: 'Masar, home page',
    mainNavigation: 'Main navigation',
    courses: 'Courses',
    languages: 'Languages',
    liveClasses: 'Live classes',
    privateClasses: 'Private classes',
    searchLabel: 'Search courses',
    searchPlaceholder: 'A course, a subject, a professor',
    searchCatalogueLabel: 'Search the catalogue',
    catalogueEyebrow: 'School subjects',
    catalogueTitle: 'Courses',
    catalogueSubtitle:
      'Choose your level, your year, your stream if you have one, then the subject: you will see the courses published for it.',
    coursePathLabel: 'Where this course belongs',
    coursePathCourses: 'Courses',
    coursePathLanguages: 'Languages',
    courseProfessor: 'Professor',
    courseContent: 'Content',
    courseSections: 'Sections: {{count}}',
    courseBlocks: 'Lessons: {{count}}',
  },
};

/** Each interface language's own name, as the language switch shows it (web `lib/languages.ts`). */
export const LANGUAGE_OWN_NAMES: Record<AppLanguage, string> = {
  ar: 'العربية',
  fr: 'Français',
  en: 'English',
};
