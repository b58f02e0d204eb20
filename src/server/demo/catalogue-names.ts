import type { CatalogueTranslations } from '../../contract/catalogue-translations';

/**
 * French and English for every Arabic name (and description) of the demo catalogue and point packages. The
 * seed refuses a name missing here, and the browser test reads these keys as the Arabic names a French page
 * must not show.
 */
export const DEMO_CATALOGUE_TRANSLATIONS: Record<string, { fr: string; en: string }> = {
  // Levels
  'التعليم الابتدائي': { fr: 'Enseignement primaire', en: 'Primary school' },
  'التعليم المتوسط': { fr: 'Enseignement moyen', en: 'Middle school' },
  'التعليم الثانوي': { fr: 'Enseignement secondaire', en: 'Secondary school' },
  // Years
  'السنة الأولى ابتدائي': { fr: '1re année primaire', en: 'Primary year 1' },
  'السنة الثانية ابتدائي': { fr: '2e année primaire', en: 'Primary year 2' },
  'السنة الثالثة ابتدائي': { fr: '3e année primaire', en: 'Primary year 3' },
  'السنة الرابعة ابتدائي': { fr: '4e année primaire', en: 'Primary year 4' },
  'السنة الخامسة ابتدائي': { fr: '5e année primaire', en: 'Primary year 5' },
  'السنة الأولى متوسط': { fr: '1re année moyenne', en: 'Middle school year 1' },
  'السنة الثانية متوسط': { fr: '2e année moyenne', en: 'Middle school year 2' },
  'السنة الثالثة متوسط': { fr: '3e année moyenne', en: 'Middle school year 3' },
  'السنة الرابعة متوسط': { fr: '4e année moyenne', en: 'Middle school year 4' },
  'السنة الأولى ثانوي': { fr: '1re année secondaire', en: 'Secondary year 1' },
  'السنة الثانية ثانوي': { fr: '2e année secondaire', en: 'Secondary year 2' },
  'السنة الثالثة ثانوي': { fr: '3e année secondaire', en: 'Secondary year 3' },
  // Streams (specialities)
  'جذع مشترك علوم وتكنولوجيا': {
    fr: 'Tronc commun sciences et technologie',
    en: 'Common core: science and technology',
  },
  'جذع مشترك آداب': { fr: 'Tronc commun lettres', en: 'Common core: humanities' },
  'علوم تجريبية': { fr: 'Sciences expérimentales', en: 'Experimental sciences' },
  رياضيات: { fr: 'Filière mathématiques', en: 'Mathematics stream' },
  'تقني رياضي': { fr: 'Technique mathématique', en: 'Technical mathematics' },
  'تسيير واقتصاد': { fr: 'Gestion et économie', en: 'Management and economics' },
  'آداب وفلسفة': { fr: 'Lettres et philosophie', en: 'Literature and philosophy' },
  'لغات أجنبية': { fr: 'Langues étrangères', en: 'Foreign languages' },
  // Materials
  'اللغة العربية': { fr: 'Langue arabe', en: 'Arabic' },
  الرياضيات: { fr: 'Mathématiques', en: 'Mathematics' },
  'التربية الإسلامية': { fr: 'Éducation islamique', en: 'Islamic education' },
  'التربية العلمية والتكنولوجية': {
    fr: 'Éducation scientifique et technologique',
    en: 'Science and technology education',
  },
  'اللغة الفرنسية': { fr: 'Langue française', en: 'French' },
  'اللغة الإنجليزية': { fr: 'Langue anglaise', en: 'English' },
  'التاريخ والجغرافيا': { fr: 'Histoire et géographie', en: 'History and geography' },
  'العلوم الفيزيائية والتكنولوجيا': {
    fr: 'Sciences physiques et technologie',
    en: 'Physics and technology',
  },
  'علوم الطبيعة والحياة': { fr: 'Sciences de la nature et de la vie', en: 'Natural and life sciences' },
  'التربية المدنية': { fr: 'Éducation civique', en: 'Civic education' },
  'الإعلام الآلي': { fr: 'Informatique', en: 'Computer science' },
  'العلوم الفيزيائية': { fr: 'Sciences physiques', en: 'Physics' },
  التكنولوجيا: { fr: 'Technologie', en: 'Technology' },
  'اللغة العربية وآدابها': { fr: 'Langue et littérature arabes', en: 'Arabic language and literature' },
  'العلوم الإسلامية': { fr: 'Sciences islamiques', en: 'Islamic studies' },
  الفلسفة: { fr: 'Philosophie', en: 'Philosophy' },
  'الهندسة المدنية': { fr: 'Génie civil', en: 'Civil engineering' },
  'الهندسة الكهربائية': { fr: 'Génie électrique', en: 'Electrical engineering' },
  'الهندسة الميكانيكية': { fr: 'Génie mécanique', en: 'Mechanical engineering' },
  'هندسة الطرائق': { fr: 'Génie des procédés', en: 'Process engineering' },
  'التسيير المحاسبي والمالي': { fr: 'Gestion comptable et financière', en: 'Accounting and finance' },
  'الاقتصاد والمناجمنت': { fr: 'Économie et management', en: 'Economics and management' },
  القانون: { fr: 'Droit', en: 'Law' },
  'اللغة الإسبانية': { fr: 'Langue espagnole', en: 'Spanish' },
  'اللغة الألمانية': { fr: 'Langue allemande', en: 'German' },
  // Language levels and their descriptions
  'A1 — مبتدئ': { fr: 'A1 — Débutant', en: 'A1 — Beginner' },
  'A2 — أساسي': { fr: 'A2 — Élémentaire', en: 'A2 — Elementary' },
  'B1 — متوسط': { fr: 'B1 — Intermédiaire', en: 'B1 — Intermediate' },
  'B2 — فوق المتوسط': { fr: 'B2 — Intermédiaire avancé', en: 'B2 — Upper intermediate' },
  'C1 — متقدم': { fr: 'C1 — Avancé', en: 'C1 — Advanced' },
  'فهم عبارات يومية بسيطة والتعريف بالنفس.': {
    fr: 'Comprendre des expressions simples du quotidien et se présenter.',
    en: 'Understand simple everyday expressions and introduce yourself.',
  },
  'التواصل في مواقف مألوفة وجمل قصيرة.': {
    fr: 'Communiquer dans des situations familières, en phrases courtes.',
    en: 'Get by in familiar situations with short sentences.',
  },
  'فهم النقاط الرئيسية والتعبير عن الآراء.': {
    fr: 'Comprendre l’essentiel et exprimer ses opinions.',
    en: 'Understand the main points and give your opinions.',
  },
  'نقاش بطلاقة ونصوص مفصلة.': {
    fr: 'Discuter avec aisance et lire des textes détaillés.',
    en: 'Discuss fluently and handle detailed texts.',
  },
  'استعمال اللغة بمرونة في الدراسة والعمل.': {
    fr: 'Utiliser la langue avec souplesse pour les études et le travail.',
    en: 'Use the language flexibly for study and work.',
  },
  // Languages keep their own names in Arabic pages too; these are their French and English names.
  Français: { fr: 'Français', en: 'French' },
  English: { fr: 'Anglais', en: 'English' },
  Español: { fr: 'Espagnol', en: 'Spanish' },
  Deutsch: { fr: 'Allemand', en: 'German' },
  // Point packages
  'باقة 1000 نقطة': { fr: 'Pack 1 000 points', en: '1,000-point pack' },
  'باقة 2000 نقطة': { fr: 'Pack 2 000 points', en: '2,000-point pack' },
  'باقة 5000 نقطة': { fr: 'Pack 5 000 points', en: '5,000-point pack' },
};

function translationOf(arabic: string): { fr: string; en: string } {
  const found = DEMO_CATALOGUE_TRANSLATIONS[arabic];
  if (!found) throw new Error(`demo catalogue name without a translation: ${arabic}`);
  return found;
}

/** The `translations` of a demo name, with its description's when it has one. */
export function demoTranslations(name: string, description?: string | null): CatalogueTranslations {
  const names = translationOf(name);
  const descriptions = description ? translationOf(description) : null;
  return {
    fr: { name: names.fr, ...(descriptions ? { description: descriptions.fr } : {}) },
    en: { name: names.en, ...(descriptions ? { description: descriptions.en } : {}) },
  };
}

/** The Arabic names (and descriptions) of the demo catalogue: what a French or English page never shows. */
export const demoCatalogueArabicNames = (): string[] =>
  Object.keys(DEMO_CATALOGUE_TRANSLATIONS).filter((name) => /[\u0600-\u06FF]/.test(name));
