import { and, eq, isNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { demoCover, demoPdf } from '../../db/demo-files';
import { courseBlocks, courses, courseSections, languageCoursePrices } from '../../db/schema/courses';
import { languageLevels, languages, materials, specialities, years } from '../../db/schema/structure';
import { courseComments } from '../../db/schema/comments';
import type { Storage } from '../../plugins/storage';

async function materialId(
  db: Db,
  yearName: string,
  specialityName: string | null,
  name: string,
): Promise<number> {
  const [row] = await db
    .select({ id: materials.id })
    .from(materials)
    .innerJoin(years, eq(years.id, materials.yearId))
    .leftJoin(specialities, eq(specialities.id, materials.specialityId))
    .where(
      and(
        eq(years.name, yearName),
        eq(materials.name, name),
        specialityName ? eq(specialities.name, specialityName) : isNull(materials.specialityId),
      ),
    )
    .limit(1);
  if (!row) throw new Error(`demo material missing: ${yearName} / ${specialityName} / ${name}`);
  return row.id;
}

interface DemoBlock {
  type: 'text' | 'pdf';
  title: string;
  content?: string;
  pdf?: string[];
}
interface DemoCourse {
  title: string;
  description: string;
  professor: number;
  status: 'approved' | 'pending' | 'rejected';
  materialId?: number;
  languageLevelId?: number;
  languagePrice?: number;
  cover: [[number, number, number], [number, number, number]];
  rejectionReason?: string;
  /** The professor's first comment, welcoming students. */
  welcome?: string;
  sections: { title: string; blocks: DemoBlock[] }[];
}

/** Approved, pending and rejected demo courses with real (generated) PDFs and covers. */
export async function seedCoursesDemo(
  db: Db,
  storage: Storage,
  people: { admin: number; benali: number; haddad: number },
): Promise<void> {
  const bac = 'السنة الثالثة ثانوي';
  const [frB1] = await db
    .select({ id: languageLevels.id })
    .from(languageLevels)
    .innerJoin(languages, eq(languages.id, languageLevels.languageId))
    .where(and(eq(languages.code, 'fr'), eq(languageLevels.order, 2)));

  const demo: DemoCourse[] = [
    {
      title: 'الدوال الأسية واللوغاريتمية — تحضير البكالوريا',
      description:
        'دروس ملخصة وتمارين محلولة في الدالة الأسية والدالة اللوغاريتمية النيبيرية لشعبة العلوم التجريبية.',
      professor: people.benali,
      status: 'approved',
      materialId: await materialId(db, bac, 'علوم تجريبية', 'الرياضيات'),
      welcome: 'مرحبًا بكم! اطرحوا أسئلتكم هنا وسأجيب عنها.',
      cover: [
        [19, 99, 75],
        [45, 160, 120],
      ],
      sections: [
        {
          title: 'الدالة الأسية',
          blocks: [
            {
              type: 'text',
              title: 'تعريف',
              content:
                'الدالة الأسية هي الدالة الوحيدة f القابلة للاشتقاق على ℝ حيث f′ = f و f(0) = 1. نرمز لها بـ exp.',
            },
            {
              type: 'pdf',
              title: 'ملخص الدرس',
              pdf: [
                'Exponential function - summary',
                'exp(a + b) = exp(a) * exp(b)',
                'exp(0) = 1, exp > 0 on R',
                "exp' = exp",
              ],
            },
          ],
        },
        {
          title: 'الدالة اللوغاريتمية',
          blocks: [
            {
              type: 'text',
              title: 'خواص',
              content: 'ln(ab) = ln(a) + ln(b) من أجل a > 0 و b > 0، و ln(1) = 0.',
            },
            {
              type: 'pdf',
              title: 'تمارين محلولة',
              pdf: ['Logarithm - solved exercises', 'Ex 1: solve ln(x) = 2', 'x = e^2'],
            },
          ],
        },
      ],
    },
    {
      title: 'الميكانيك: قوانين نيوتن وحركة الأجسام',
      description: 'القانون الثاني لنيوتن، السقوط الشاقولي، وحركة القذيفة مع تطبيقات من مواضيع البكالوريا.',
      professor: people.benali,
      status: 'approved',
      materialId: await materialId(db, bac, 'علوم تجريبية', 'العلوم الفيزيائية'),
      cover: [
        [30, 64, 175],
        [96, 165, 250],
      ],
      sections: [
        {
          title: 'القانون الثاني لنيوتن',
          blocks: [
            { type: 'text', title: 'نص القانون', content: 'في معلم غاليلي: مجموع القوى الخارجية = m · a.' },
            {
              type: 'pdf',
              title: 'بطاقة تلخيصية',
              pdf: ["Newton's second law", 'Sum of forces = m * a', 'Free fall: a = g'],
            },
          ],
        },
      ],
    },
    {
      title: 'English for the BEM: reading comprehension',
      description: 'Reading strategies, vocabulary and past BEM papers for fourth-year middle school pupils.',
      professor: people.haddad,
      status: 'approved',
      materialId: await materialId(db, 'السنة الرابعة متوسط', null, 'اللغة الإنجليزية'),
      cover: [
        [180, 83, 9],
        [251, 191, 36],
      ],
      sections: [
        {
          title: 'Reading strategies',
          blocks: [
            {
              type: 'text',
              title: 'Skimming and scanning',
              content: 'Read the title and the first sentence of each paragraph before the questions.',
            },
            {
              type: 'pdf',
              title: 'BEM 2024 paper',
              pdf: [
                'BEM English - sample paper',
                'Part one: reading comprehension',
                'Part two: written expression',
              ],
            },
          ],
        },
      ],
    },
    {
      title: 'Le subjonctif sans peine — niveau B1',
      description: 'Former et employer le subjonctif présent : règles, exceptions et exercices corrigés.',
      professor: people.haddad,
      status: 'approved',
      languageLevelId: frB1?.id,
      languagePrice: 1500,
      cover: [
        [127, 29, 29],
        [248, 113, 113],
      ],
      sections: [
        {
          title: 'Formation',
          blocks: [
            {
              type: 'text',
              title: 'La règle',
              content: 'Radical de la 3e personne du pluriel du présent + -e, -es, -e, -ions, -iez, -ent.',
            },
            {
              type: 'pdf',
              title: 'Exercices corrigés',
              pdf: ['Le subjonctif - exercices', 'Il faut que tu (venir) -> viennes'],
            },
          ],
        },
      ],
    },
    {
      title: 'الكيمياء العضوية: الأسترة والإماهة',
      description: 'تفاعلات الأسترة والإماهة، مردود التفاعل وتأثير المتفاعلات.',
      professor: people.benali,
      status: 'pending',
      materialId: await materialId(db, bac, 'تقني رياضي', 'العلوم الفيزيائية'),
      cover: [
        [88, 28, 135],
        [192, 132, 252],
      ],
      sections: [
        {
          title: 'الأسترة',
          blocks: [{ type: 'text', title: 'التفاعل', content: 'حمض كربوكسيلي + كحول ⇌ أستر + ماء.' }],
        },
      ],
    },
    {
      title: 'تمارين في الاحتمالات',
      description: 'سلسلة تمارين في الاحتمالات الشرطية.',
      professor: people.haddad,
      status: 'rejected',
      rejectionReason: 'الرجاء إضافة حلول التمارين وملف PDF واضح قبل إعادة الإرسال.',
      materialId: await materialId(db, 'السنة الثانية ثانوي', 'رياضيات', 'الرياضيات'),
      cover: [
        [15, 118, 110],
        [94, 234, 212],
      ],
      sections: [
        {
          title: 'التمارين',
          blocks: [{ type: 'text', title: 'تمرين 1', content: 'نرمي قطعة نقدية ثلاث مرات…' }],
        },
      ],
    },
  ];

  for (const item of demo) {
    const coverKey = `covers/${randomUUID()}.png`;
    await storage.put(coverKey, demoCover(...item.cover));
    const now = new Date();
    const [row] = await db
      .insert(courses)
      .values({
        title: item.title,
        description: item.description,
        createdBy: item.professor,
        status: item.status,
        coverKey,
        materialId: item.materialId ?? null,
        languageLevelId: item.languageLevelId ?? null,
        reviewedBy: item.status === 'pending' ? null : people.admin,
        reviewedAt: item.status === 'pending' ? null : now,
        rejectionReason: item.rejectionReason ?? null,
        rejectedAt: item.status === 'rejected' ? now : null,
      })
      .returning({ id: courses.id });
    const courseId = row!.id;
    if (item.languageLevelId && item.languagePrice !== undefined) {
      await db
        .insert(languageCoursePrices)
        .values({ courseId, languageLevelId: item.languageLevelId, price: item.languagePrice });
    }
    for (const [si, section] of item.sections.entries()) {
      const [sectionRow] = await db
        .insert(courseSections)
        .values({ courseId, title: section.title, position: si })
        .returning({ id: courseSections.id });
      for (const [bi, block] of section.blocks.entries()) {
        let file = {};
        if (block.pdf) {
          const data = demoPdf(block.pdf);
          const fileKey = `courses/${randomUUID()}.pdf`;
          await storage.put(fileKey, data);
          file = {
            fileKey,
            fileType: 'application/pdf',
            fileSize: data.length,
            fileName: `${block.title}.pdf`,
          };
        }
        await db.insert(courseBlocks).values({
          courseId,
          sectionId: sectionRow!.id,
          position: bi,
          type: block.type,
          title: block.title,
          content: block.content ?? null,
          ...file,
        });
      }
    }
    if (item.welcome) {
      await db.insert(courseComments).values({ courseId, userId: item.professor, body: item.welcome });
    }
  }
}
