import type { Db } from '../db/client';
import { createHomepageMaterial } from '../modules/site/index';
import {
  createLanguage,
  createLanguageLevel,
  createLevel,
  createMaterial,
  createSpeciality,
  createYear,
} from '../modules/structure/index';
import { demoTranslations } from './catalogue-names';

/**
 * The demo catalogue: Algeria's school system (primaire, moyen, secondaire with its streams) and a few
 * languages with CEFR levels. Prices are in points (1 point = 1 DZD).
 */
const PRIMARY_SUBJECTS: [string, number][] = [
  ['اللغة العربية', 1200],
  ['الرياضيات', 1200],
  ['التربية الإسلامية', 800],
  ['التربية العلمية والتكنولوجية', 1000],
  ['اللغة الفرنسية', 1000],
  ['اللغة الإنجليزية', 1000],
  ['التاريخ والجغرافيا', 800],
];
const MIDDLE_SUBJECTS: [string, number][] = [
  ['اللغة العربية', 1800],
  ['الرياضيات', 2000],
  ['العلوم الفيزيائية والتكنولوجيا', 1800],
  ['علوم الطبيعة والحياة', 1800],
  ['اللغة الفرنسية', 1500],
  ['اللغة الإنجليزية', 1500],
  ['التاريخ والجغرافيا', 1200],
  ['التربية الإسلامية', 1000],
  ['التربية المدنية', 800],
  ['الإعلام الآلي', 1000],
];
const SECONDARY_STREAMS: Record<string, [string, number][]> = {
  'جذع مشترك علوم وتكنولوجيا': [
    ['الرياضيات', 2500],
    ['العلوم الفيزيائية', 2500],
    ['علوم الطبيعة والحياة', 2200],
    ['التكنولوجيا', 2000],
    ['اللغة العربية', 1800],
    ['اللغة الفرنسية', 1800],
    ['اللغة الإنجليزية', 1800],
  ],
  'جذع مشترك آداب': [
    ['اللغة العربية وآدابها', 2200],
    ['الرياضيات', 1800],
    ['التاريخ والجغرافيا', 1800],
    ['اللغة الفرنسية', 1800],
    ['اللغة الإنجليزية', 1800],
    ['العلوم الإسلامية', 1500],
  ],
  'علوم تجريبية': [
    ['الرياضيات', 3000],
    ['العلوم الفيزيائية', 3000],
    ['علوم الطبيعة والحياة', 3000],
    ['اللغة العربية', 2000],
    ['اللغة الفرنسية', 2000],
    ['اللغة الإنجليزية', 2000],
    ['الفلسفة', 2000],
    ['العلوم الإسلامية', 1500],
  ],
  رياضيات: [
    ['الرياضيات', 3500],
    ['العلوم الفيزيائية', 3000],
    ['علوم الطبيعة والحياة', 2000],
    ['اللغة العربية', 2000],
    ['اللغة الفرنسية', 2000],
    ['اللغة الإنجليزية', 2000],
    ['الفلسفة', 2000],
  ],
  'تقني رياضي': [
    ['الرياضيات', 3500],
    ['العلوم الفيزيائية', 3000],
    ['الهندسة المدنية', 2500],
    ['الهندسة الكهربائية', 2500],
    ['الهندسة الميكانيكية', 2500],
    ['هندسة الطرائق', 2500],
    ['اللغة الفرنسية', 2000],
    ['اللغة الإنجليزية', 2000],
  ],
  'تسيير واقتصاد': [
    ['التسيير المحاسبي والمالي', 3000],
    ['الاقتصاد والمناجمنت', 3000],
    ['القانون', 2500],
    ['الرياضيات', 2500],
    ['اللغة العربية', 2000],
    ['اللغة الفرنسية', 2000],
    ['اللغة الإنجليزية', 2000],
  ],
  'آداب وفلسفة': [
    ['الفلسفة', 3000],
    ['اللغة العربية وآدابها', 3000],
    ['التاريخ والجغرافيا', 2500],
    ['الرياضيات', 1800],
    ['اللغة الفرنسية', 2000],
    ['اللغة الإنجليزية', 2000],
  ],
  'لغات أجنبية': [
    ['اللغة الفرنسية', 3000],
    ['اللغة الإنجليزية', 3000],
    ['اللغة الإسبانية', 2500],
    ['اللغة الألمانية', 2500],
    ['اللغة العربية وآدابها', 2000],
    ['الفلسفة', 1800],
  ],
};
const SECOND_AND_THIRD_YEAR_STREAMS = [
  'علوم تجريبية',
  'رياضيات',
  'تقني رياضي',
  'تسيير واقتصاد',
  'آداب وفلسفة',
  'لغات أجنبية',
];

const CEFR: [string, string][] = [
  ['A1 — مبتدئ', 'فهم عبارات يومية بسيطة والتعريف بالنفس.'],
  ['A2 — أساسي', 'التواصل في مواقف مألوفة وجمل قصيرة.'],
  ['B1 — متوسط', 'فهم النقاط الرئيسية والتعبير عن الآراء.'],
  ['B2 — فوق المتوسط', 'نقاش بطلاقة ونصوص مفصلة.'],
  ['C1 — متقدم', 'استعمال اللغة بمرونة في الدراسة والعمل.'],
];
const LANGUAGES = [
  { name: 'Français', code: 'fr', flag: '🇫🇷', levels: 5 },
  { name: 'English', code: 'en', flag: '🇬🇧', levels: 5 },
  { name: 'Español', code: 'es', flag: '🇪🇸', levels: 3 },
  { name: 'Deutsch', code: 'de', flag: '🇩🇪', levels: 3 },
];

/** Where the demo courses hang: material ids by "year / speciality / material" and language level ids. */
export interface DemoCatalogue {
  material(year: string, speciality: string | null, name: string): number;
  /** A language's level by its position (0 = A1). */
  languageLevel(code: string, order: number): number;
}

/** Seeds the catalogue through the structure and site modules' own functions, as an admin would. */
export async function seedCatalogueDemo(db: Db): Promise<DemoCatalogue> {
  const materialIds = new Map<string, number>();
  const addMaterial = async (
    year: { id: number; name: string },
    speciality: { id: number; name: string } | null,
    name: string,
    price: number,
  ) => {
    const created = await createMaterial(db, {
      name,
      translations: demoTranslations(name),
      price,
      yearId: year.id,
      specialityId: speciality?.id ?? null,
    });
    materialIds.set(`${year.name}/${speciality?.name ?? ''}/${name}`, created.id);
  };
  const addYears = async (levelId: number, names: string[]) => {
    const created = [];
    for (const name of names) {
      created.push(await createYear(db, { name, translations: demoTranslations(name), levelId }));
    }
    return created;
  };

  const primaire = await createLevel(db, {
    name: 'التعليم الابتدائي',
    translations: demoTranslations('التعليم الابتدائي'),
  });
  const moyen = await createLevel(db, {
    name: 'التعليم المتوسط',
    translations: demoTranslations('التعليم المتوسط'),
  });
  const secondaire = await createLevel(db, {
    name: 'التعليم الثانوي',
    translations: demoTranslations('التعليم الثانوي'),
  });
  const primaryYears = await addYears(primaire.id, [
    'السنة الأولى ابتدائي',
    'السنة الثانية ابتدائي',
    'السنة الثالثة ابتدائي',
    'السنة الرابعة ابتدائي',
    'السنة الخامسة ابتدائي',
  ]);
  const middleYears = await addYears(moyen.id, [
    'السنة الأولى متوسط',
    'السنة الثانية متوسط',
    'السنة الثالثة متوسط',
    'السنة الرابعة متوسط',
  ]);
  const secondaryYears = await addYears(secondaire.id, [
    'السنة الأولى ثانوي',
    'السنة الثانية ثانوي',
    'السنة الثالثة ثانوي',
  ]);

  for (const [index, y] of primaryYears.entries()) {
    // French from the third year, English from the third year (since 2022), history-geography from the third.
    const subjects = PRIMARY_SUBJECTS.filter(
      ([name]) => index >= 2 || !['اللغة الفرنسية', 'اللغة الإنجليزية', 'التاريخ والجغرافيا'].includes(name),
    );
    for (const [name, price] of subjects) await addMaterial(y, null, name, price + index * 100);
  }
  for (const [index, y] of middleYears.entries()) {
    for (const [name, price] of MIDDLE_SUBJECTS)
      await addMaterial(y, null, name, price + (index === 3 ? 500 : 0));
  }
  const streamsByYear: [(typeof secondaryYears)[number], string[]][] = [
    [secondaryYears[0]!, ['جذع مشترك علوم وتكنولوجيا', 'جذع مشترك آداب']],
    [secondaryYears[1]!, SECOND_AND_THIRD_YEAR_STREAMS],
    [secondaryYears[2]!, SECOND_AND_THIRD_YEAR_STREAMS],
  ];
  for (const [y, streams] of streamsByYear) {
    for (const stream of streams) {
      const spec = await createSpeciality(db, {
        name: stream,
        translations: demoTranslations(stream),
        yearId: y.id,
      });
      for (const [name, price] of SECONDARY_STREAMS[stream]!) {
        // The baccalaureate year costs more.
        await addMaterial(y, spec, name, y.id === secondaryYears[2]!.id ? price + 1000 : price);
      }
    }
  }

  const levelIds = new Map<string, number>();
  const languageIds: number[] = [];
  for (const { name, code, flag, levels } of LANGUAGES) {
    const language = await createLanguage(db, {
      name,
      translations: demoTranslations(name),
      code,
      flag,
      is_active: true,
    });
    languageIds.push(language.id);
    for (const [order, [levelName, description]] of CEFR.slice(0, levels).entries()) {
      const level = await createLanguageLevel(db, {
        name: levelName,
        description,
        translations: demoTranslations(levelName, description),
        language_id: language.id,
        order,
        is_active: true,
      });
      levelIds.set(`${code}/${order}`, level.id);
    }
  }

  const entries = [
    {
      name_ar: 'التعليم الابتدائي',
      name_fr: 'Primaire',
      name_en: 'Primary school',
      description_ar: 'من السنة الأولى إلى الخامسة ابتدائي',
      description_fr: 'De la 1re à la 5e année primaire',
      description_en: 'Years 1 to 5 of primary school',
      target_type: 'level' as const,
      target_id: primaire.id,
    },
    {
      name_ar: 'التعليم المتوسط',
      name_fr: 'Moyen',
      name_en: 'Middle school',
      description_ar: 'من السنة الأولى إلى الرابعة متوسط وشهادة التعليم المتوسط',
      description_fr: 'De la 1re à la 4e année moyenne et le BEM',
      description_en: 'Years 1 to 4 of middle school and the BEM exam',
      target_type: 'level' as const,
      target_id: moyen.id,
    },
    {
      name_ar: 'التعليم الثانوي',
      name_fr: 'Secondaire',
      name_en: 'Secondary school',
      description_ar: 'الجذوع المشتركة والشعب وشهادة البكالوريا',
      description_fr: 'Troncs communs, filières et le baccalauréat',
      description_en: 'Common cores, streams and the baccalaureate',
      target_type: 'level' as const,
      target_id: secondaire.id,
    },
    {
      name_ar: 'اللغة الفرنسية',
      name_fr: 'Français',
      name_en: 'French',
      description_ar: 'من المستوى A1 إلى C1',
      description_fr: 'Du niveau A1 au C1',
      description_en: 'From A1 to C1',
      target_type: 'language' as const,
      target_id: languageIds[0]!,
    },
    {
      name_ar: 'اللغة الإنجليزية',
      name_fr: 'Anglais',
      name_en: 'English',
      description_ar: 'من المستوى A1 إلى C1',
      description_fr: 'Du niveau A1 au C1',
      description_en: 'From A1 to C1',
      target_type: 'language' as const,
      target_id: languageIds[1]!,
    },
  ];
  for (const [order, entry] of entries.entries()) {
    await createHomepageMaterial(db, { ...entry, order, is_active: true }, 'ar');
  }

  return {
    material(year, speciality, name) {
      const id = materialIds.get(`${year}/${speciality ?? ''}/${name}`);
      if (id === undefined) throw new Error(`demo material missing: ${year} / ${speciality} / ${name}`);
      return id;
    },
    languageLevel(code, order) {
      const id = levelIds.get(`${code}/${order}`);
      if (id === undefined) throw new Error(`demo language level missing: ${code} ${order}`);
      return id;
    },
  };
}
