import type { AppLanguage } from './languages';

/**
 * The interface texts the server's first paint says (header bar, the catalogue's heading, a course's path, home's hero, the sign-in card), in
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
  /** site:hero.eyebrow */
  homeEyebrow: string;
  /** site:hero.title */
  homeTitle: string;
  /** site:hero.titleAccent */
  homeTitleAccent: string;
  /** site:hero.subtitle */
  homeSubtitle: string;
  /** site:hero.register */
  homeRegister: string;
  /** site:hero.login */
  homeLogin: string;
  /** site:hero.languages */
  homeLanguages: string;
  /** site:path.title */
  pathTitle: string;
  /** site:path.badge */
  pathBadge: string;
  /** site:path.level */
  pathLevel: string;
  /** site:path.levelExample */
  pathLevelExample: string;
  /** site:path.year */
  pathYear: string;
  /** site:path.yearExample */
  pathYearExample: string;
  /** site:path.speciality */
  pathSpeciality: string;
  /** site:path.specialityExample */
  pathSpecialityExample: string;
  /** site:path.material */
  pathMaterial: string;
  /** site:path.materialExample */
  pathMaterialExample: string;
  /** auth:login.title */
  loginTitle: string;
  /** auth:login.subtitle */
  loginSubtitle: string;
  /** auth:panel.student.badge */
  panelBadge: string;
  /** auth:panel.student.title */
  panelTitle: string;
  /** auth:panel.student.subjects */
  panelSubjects: string;
  /** auth:panel.student.languages */
  panelLanguages: string;
  /** auth:panel.student.live */
  panelLive: string;
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
  homeEyebrow: 'site:hero.eyebrow',
  homeTitle: 'site:hero.title',
  homeTitleAccent: 'site:hero.titleAccent',
  homeSubtitle: 'site:hero.subtitle',
  homeRegister: 'site:hero.register',
  homeLogin: 'site:hero.login',
  homeLanguages: 'site:hero.languages',
  pathTitle: 'site:path.title',
  pathBadge: 'site:path.badge',
  pathLevel: 'site:path.level',
  pathLevelExample: 'site:path.levelExample',
  pathYear: 'site:path.year',
  pathYearExample: 'site:path.yearExample',
  pathSpeciality: 'site:path.speciality',
  pathSpecialityExample: 'site:path.specialityExample',
  pathMaterial: 'site:path.material',
  pathMaterialExample: 'site:path.materialExample',
  loginTitle: 'auth:login.title',
  loginSubtitle: 'auth:login.subtitle',
  panelBadge: 'auth:panel.student.badge',
  panelTitle: 'auth:panel.student.title',
  panelSubjects: 'auth:panel.student.subjects',
  panelLanguages: 'auth:panel.student.languages',
  panelLive: 'auth:panel.student.live',
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
    homeEyebrow: 'تعليم عبر الإنترنت، صُنع في الجزائر',
    homeTitle: 'مسارك نحو النجاح،',
    homeTitleAccent: 'خطوة بخطوة.',
    homeSubtitle:
      'مواد دراسية من الابتدائي إلى الجامعة، ولغات مستوى بمستوى، وحصص مباشرة واختبارات مع أساتذة مؤهّلين — كل ذلك في مكان واحد.',
    homeRegister: 'أنشئ حسابًا مجانيًا',
    homeLogin: 'لديّ حساب بالفعل',
    homeLanguages: 'متوفّرة بالعربية والفرنسية والإنجليزية.',
    pathTitle: 'كيف يُنظَّم مسارك',
    pathBadge: 'مثال',
    pathLevel: 'الطور',
    pathLevelExample: 'التعليم الثانوي',
    pathYear: 'السنة',
    pathYearExample: 'السنة الثالثة',
    pathSpeciality: 'الشعبة',
    pathSpecialityExample: 'علوم تجريبية',
    pathMaterial: 'المادة',
    pathMaterialExample: 'الرياضيات',
    loginTitle: 'مرحبًا بعودتك',
    loginSubtitle: 'سجّل دخولك لمواصلة التعلّم.',
    panelBadge: 'فضاء التلميذ',
    panelTitle: 'مسارك التعليمي، خطوة بخطوة.',
    panelSubjects: 'مواد دراسية منظّمة حسب الطور والسنة والشعبة والمادة.',
    panelLanguages: 'لغات تُدرَّس مستوى بمستوى.',
    panelLive: 'حصص مباشرة ودروس خصوصية مع الأساتذة.',
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
    homeEyebrow: 'Apprendre en ligne, conçu en Algérie',
    homeTitle: 'Votre chemin vers la réussite,',
    homeTitleAccent: 'pas à pas.',
    homeSubtitle:
      "Matières scolaires du primaire à l'université, langues niveau par niveau, cours en direct et quiz avec des professeurs qualifiés — tout au même endroit.",
    homeRegister: 'Créer un compte gratuit',
    homeLogin: "J'ai déjà un compte",
    homeLanguages: 'Disponible en arabe, en français et en anglais.',
    pathTitle: 'Comment votre parcours est organisé',
    pathBadge: 'Exemple',
    pathLevel: 'Niveau',
    pathLevelExample: 'Secondaire',
    pathYear: 'Année',
    pathYearExample: 'Troisième année',
    pathSpeciality: 'Spécialité',
    pathSpecialityExample: 'Sciences expérimentales',
    pathMaterial: 'Matière',
    pathMaterialExample: 'Mathématiques',
    loginTitle: 'Bon retour parmi nous',
    loginSubtitle: 'Connectez-vous pour poursuivre votre apprentissage.',
    panelBadge: 'Espace élève',
    panelTitle: "Votre parcours d'apprentissage, étape par étape.",
    panelSubjects: 'Des matières scolaires organisées par niveau, année, spécialité et matière.',
    panelLanguages: 'Des langues enseignées niveau par niveau.',
    panelLive: 'Des cours en direct et des cours particuliers avec des professeurs.',
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
    homeEyebrow: 'Online learning, made in Algeria',
    homeTitle: 'Your path to success,',
    homeTitleAccent: 'one step at a time.',
    homeSubtitle:
      'School subjects from primary to university, languages level by level, live classes and quizzes with qualified professors — all in one place.',
    homeRegister: 'Create a free account',
    homeLogin: 'I already have an account',
    homeLanguages: 'Available in Arabic, French and English.',
    pathTitle: 'How your path is organised',
    pathBadge: 'Example',
    pathLevel: 'Level',
    pathLevelExample: 'Secondary',
    pathYear: 'Year',
    pathYearExample: 'Third year',
    pathSpeciality: 'Speciality',
    pathSpecialityExample: 'Experimental sciences',
    pathMaterial: 'Material',
    pathMaterialExample: 'Mathematics',
    loginTitle: 'Welcome back',
    loginSubtitle: 'Log in to continue your learning.',
    panelBadge: 'Student space',
    panelTitle: 'Your learning path, one step at a time.',
    panelSubjects: 'School subjects organised by level, year, speciality and material.',
    panelLanguages: 'Languages taught level by level.',
    panelLive: 'Live classes and private lessons with professors.',
  },
};

/** Each interface language's own name, as the language switch shows it (web `lib/languages.ts`). */
export const LANGUAGE_OWN_NAMES: Record<AppLanguage, string> = {
  ar: 'العربية',
  fr: 'Français',
  en: 'English',
};
