import { randomUUID } from 'node:crypto';
import type { CourseInput } from '../../contract/courses';
import type { AppContext } from '../context';
import type { AuthUser } from '../plugins/access';
import { addComment } from '../modules/comments/index';
import {
  approveCourse,
  COURSE_FOLDER,
  rejectCourse,
  setCover,
  setLanguageCoursePrice,
  submitCourse,
  type UploadedFile,
} from '../modules/courses/index';
import type { DemoCatalogue } from './catalogue';
import { demoCover, demoPdf } from './demo-files';

interface DemoBlock {
  type: 'text' | 'pdf';
  title: string;
  content?: string;
  pdf?: string[];
}
interface DemoCourse {
  title: string;
  description: string;
  professor: AuthUser;
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

/**
 * Approved, pending and rejected demo courses with real (generated) PDFs and covers, written the way a
 * professor submits them and an admin reviews them. Returns the ids of the approved ones.
 */
export async function seedCoursesDemo(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  people: { admin: AuthUser; benali: AuthUser; haddad: AuthUser },
  catalogue: DemoCatalogue,
): Promise<number[]> {
  const { db } = ctx;
  const bac = 'السنة الثالثة ثانوي';
  const frB1 = catalogue.languageLevel('fr', 2);

  const demo: DemoCourse[] = [
    {
      title: 'الدوال الأسية واللوغاريتمية — تحضير البكالوريا',
      description:
        'دروس ملخصة وتمارين محلولة في الدالة الأسية والدالة اللوغاريتمية النيبيرية لشعبة العلوم التجريبية.',
      professor: people.benali,
      status: 'approved',
      materialId: catalogue.material(bac, 'علوم تجريبية', 'الرياضيات'),
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
      materialId: catalogue.material(bac, 'علوم تجريبية', 'العلوم الفيزيائية'),
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
      materialId: catalogue.material('السنة الرابعة متوسط', null, 'اللغة الإنجليزية'),
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
      languageLevelId: frB1,
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
      materialId: catalogue.material(bac, 'تقني رياضي', 'العلوم الفيزيائية'),
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
      materialId: catalogue.material('السنة الثانية ثانوي', 'رياضيات', 'الرياضيات'),
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

  const approved: number[] = [];
  for (const item of demo) {
    const uploads = new Map<string, UploadedFile>();
    const input: CourseInput = {
      title: item.title,
      description: item.description,
      material_id: item.materialId ?? null,
      language_level_id: item.languageLevelId ?? null,
      sections: await Promise.all(
        item.sections.map(async (section) => ({
          title: section.title,
          blocks: await Promise.all(
            section.blocks.map(async (block) => {
              if (!block.pdf) return { type: block.type, title: block.title, content: block.content ?? null };
              const data = demoPdf(block.pdf);
              const key = `${COURSE_FOLDER}/${randomUUID()}.pdf`;
              await ctx.storage.put(key, data);
              const fileField = `file${uploads.size}`;
              uploads.set(fileField, {
                key,
                mime: 'application/pdf',
                size: data.length,
                originalName: `${block.title}.pdf`,
              });
              return { type: block.type, title: block.title, fileField };
            }),
          ),
        })),
      ),
    };
    const courseId = await submitCourse(db, item.professor, input, uploads);
    await setCover(ctx, item.professor, courseId, demoCover(...item.cover));
    if (item.status === 'approved') {
      if (item.languageLevelId && item.languagePrice !== undefined) {
        await setLanguageCoursePrice(db, people.admin, {
          course_id: courseId,
          language_level_id: item.languageLevelId,
          price: item.languagePrice,
        });
      } else {
        await approveCourse(db, people.admin, courseId);
      }
      approved.push(courseId);
    }
    if (item.status === 'rejected')
      await rejectCourse(db, people.admin, courseId, item.rejectionReason ?? '');
    if (item.welcome) await addComment(db, item.professor, courseId, { body: item.welcome });
  }
  return approved;
}
