import type { Db } from '../../db/client';
import { languageLevels, languages, levels, materials, specialities, years } from '../../db/schema/structure';
import { homepageMaterials } from '../../db/schema/site';

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

export async function seedStructureDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [primaire, moyen, secondaire] = await tx
      .insert(levels)
      .values([{ name: 'التعليم الابتدائي' }, { name: 'التعليم المتوسط' }, { name: 'التعليم الثانوي' }])
      .returning();

    const primaryYears = await tx
      .insert(years)
      .values(
        [
          'السنة الأولى ابتدائي',
          'السنة الثانية ابتدائي',
          'السنة الثالثة ابتدائي',
          'السنة الرابعة ابتدائي',
          'السنة الخامسة ابتدائي',
        ].map((name) => ({ name, levelId: primaire!.id })),
      )
      .returning();
    const middleYears = await tx
      .insert(years)
      .values(
        ['السنة الأولى متوسط', 'السنة الثانية متوسط', 'السنة الثالثة متوسط', 'السنة الرابعة متوسط'].map(
          (name) => ({
            name,
            levelId: moyen!.id,
          }),
        ),
      )
      .returning();
    const secondaryYears = await tx
      .insert(years)
      .values(
        ['السنة الأولى ثانوي', 'السنة الثانية ثانوي', 'السنة الثالثة ثانوي'].map((name) => ({
          name,
          levelId: secondaire!.id,
        })),
      )
      .returning();

    const rows: (typeof materials.$inferInsert)[] = [];
    primaryYears.forEach((y, index) => {
      // French from the third year, English from the third year (since 2022), history-geography from the third.
      const subjects = PRIMARY_SUBJECTS.filter(
        ([name]) =>
          index >= 2 || !['اللغة الفرنسية', 'اللغة الإنجليزية', 'التاريخ والجغرافيا'].includes(name),
      );
      for (const [name, price] of subjects)
        rows.push({ name, price: price + index * 100, yearId: y.id, specialityId: null });
    });
    middleYears.forEach((y, index) => {
      for (const [name, price] of MIDDLE_SUBJECTS) {
        rows.push({ name, price: price + (index === 3 ? 500 : 0), yearId: y.id, specialityId: null });
      }
    });

    const streamsByYear: [(typeof secondaryYears)[number], string[]][] = [
      [secondaryYears[0]!, ['جذع مشترك علوم وتكنولوجيا', 'جذع مشترك آداب']],
      [secondaryYears[1]!, SECOND_AND_THIRD_YEAR_STREAMS],
      [secondaryYears[2]!, SECOND_AND_THIRD_YEAR_STREAMS],
    ];
    for (const [y, streams] of streamsByYear) {
      const specs = await tx
        .insert(specialities)
        .values(streams.map((name) => ({ name, yearId: y.id })))
        .returning();
      for (const spec of specs) {
        for (const [name, price] of SECONDARY_STREAMS[spec.name]!) {
          // The baccalaureate year costs more.
          rows.push({
            name,
            price: y.id === secondaryYears[2]!.id ? price + 1000 : price,
            yearId: y.id,
            specialityId: spec.id,
          });
        }
      }
    }
    await tx.insert(materials).values(rows);

    const languageRows = await tx
      .insert(languages)
      .values(LANGUAGES.map(({ name, code, flag }) => ({ name, code, flag })))
      .returning();
    const levelRows = languageRows.flatMap((lang, li) =>
      CEFR.slice(0, LANGUAGES[li]!.levels).map(([name, description], order) => ({
        name,
        description,
        languageId: lang.id,
        order,
      })),
    );
    await tx.insert(languageLevels).values(levelRows);

    await tx.insert(homepageMaterials).values([
      {
        nameAr: 'التعليم الابتدائي',
        nameFr: 'Primaire',
        nameEn: 'Primary school',
        descriptionAr: 'من السنة الأولى إلى الخامسة ابتدائي',
        descriptionFr: 'De la 1re à la 5e année primaire',
        descriptionEn: 'Years 1 to 5 of primary school',
        levelId: primaire!.id,
        order: 0,
      },
      {
        nameAr: 'التعليم المتوسط',
        nameFr: 'Moyen',
        nameEn: 'Middle school',
        descriptionAr: 'من السنة الأولى إلى الرابعة متوسط وشهادة التعليم المتوسط',
        descriptionFr: 'De la 1re à la 4e année moyenne et le BEM',
        descriptionEn: 'Years 1 to 4 of middle school and the BEM exam',
        levelId: moyen!.id,
        order: 1,
      },
      {
        nameAr: 'التعليم الثانوي',
        nameFr: 'Secondaire',
        nameEn: 'Secondary school',
        descriptionAr: 'الجذوع المشتركة والشعب وشهادة البكالوريا',
        descriptionFr: 'Troncs communs, filières et le baccalauréat',
        descriptionEn: 'Common cores, streams and the baccalaureate',
        levelId: secondaire!.id,
        order: 2,
      },
      {
        nameAr: 'اللغة الفرنسية',
        nameFr: 'Français',
        nameEn: 'French',
        descriptionAr: 'من المستوى A1 إلى C1',
        descriptionFr: 'Du niveau A1 au C1',
        descriptionEn: 'From A1 to C1',
        languageId: languageRows[0]!.id,
        order: 3,
      },
      {
        nameAr: 'اللغة الإنجليزية',
        nameFr: 'Anglais',
        nameEn: 'English',
        descriptionAr: 'من المستوى A1 إلى C1',
        descriptionFr: 'Du niveau A1 au C1',
        descriptionEn: 'From A1 to C1',
        languageId: languageRows[1]!.id,
        order: 4,
      },
    ]);
  });
}
