import { randomUUID } from 'node:crypto';
import { slideFields } from '../../contract/slides';
import type { AppContext } from '../context';
import { createSlide, SLIDE_FOLDER } from '../modules/slides/index';
import { writeImageVariants } from '../plugins/image-variants';
import { demoCover } from './demo-files';

type Rgb = [number, number, number];

/**
 * The home page's demo slides, written through the slides module like an admin would: two for students and
 * visitors (the catalogue, private classes) and one for professors (offering private classes). Each image is a
 * wide two-colour blend generated here and stored through the storage seam, so nothing binary is committed;
 * the text sits on the slide's overlay, so the image is decorative (no alternative text).
 */
const SLIDES: { colours: [Rgb, Rgb]; fields: Record<string, unknown> }[] = [
  {
    colours: [
      [13, 92, 77],
      [31, 156, 120],
    ],
    fields: {
      title: {
        ar: 'تعلّم بالوتيرة التي تناسبك',
        fr: 'Apprenez à votre rythme',
        en: 'Learn at your own pace',
      },
      description: {
        ar: 'دروس مسجّلة في كل المواد، من التعليم المتوسط إلى البكالوريا، مع اختبارات لقياس تقدّمك.',
        fr: 'Des cours enregistrés dans toutes les matières, du moyen au bac, avec des quiz pour suivre vos progrès.',
        en: 'Recorded courses in every subject, from middle school to the baccalaureate, with quizzes to track your progress.',
      },
      cta_text: { ar: 'تصفّح الدروس', fr: 'Voir les cours', en: 'Browse courses' },
      cta_link: '/TTHCourses',
      target_audience_roles: ['student'],
      overlay_color: '#0f172a',
      overlay_opacity: 0.35,
      transition: 'fade',
      duration: 6,
      alt_text: '',
    },
  },
  {
    colours: [
      [30, 64, 175],
      [56, 189, 248],
    ],
    fields: {
      title: {
        ar: 'درس خصوصي مع أستاذ من اختيارك',
        fr: 'Un cours particulier avec le professeur de votre choix',
        en: 'A private class with the teacher you choose',
      },
      description: {
        ar: 'اختر أستاذًا، واطلب حصصًا في الأوقات التي تناسبه، وادفع بالنقاط بعد تأكيده.',
        fr: 'Choisissez un professeur, demandez des séances à ses heures libres et payez en points une fois confirmé.',
        en: 'Pick a teacher, ask for sessions in their free hours and pay with points once they confirm.',
      },
      cta_text: { ar: 'ابحث عن أستاذ', fr: 'Trouver un professeur', en: 'Find a teacher' },
      cta_link: '/TTHPrivateClasses',
      target_audience_roles: ['student'],
      overlay_color: '#0f172a',
      overlay_opacity: 0.35,
      transition: 'slide',
      duration: 6,
      alt_text: '',
    },
  },
  {
    colours: [
      [146, 64, 14],
      [245, 158, 11],
    ],
    fields: {
      title: {
        ar: 'قدّم دروسًا خصوصية على مسار',
        fr: 'Donnez des cours particuliers sur Masar',
        en: 'Teach private classes on Masar',
      },
      description: {
        ar: 'حدّد سعرك وساعاتك الأسبوعية والمواد التي تدرّسها، وأكّد الطلبات من جدولك.',
        fr: 'Fixez votre prix, vos heures de la semaine et vos matières, puis confirmez les demandes depuis votre agenda.',
        en: 'Set your price, your weekly hours and your subjects, then confirm requests from your calendar.',
      },
      cta_text: { ar: 'إعداداتي', fr: 'Mes réglages', en: 'My settings' },
      cta_link: '/professor/settings',
      target_audience_roles: ['professor'],
      overlay_color: '#0f172a',
      overlay_opacity: 0.4,
      transition: 'fade',
      duration: 7,
      alt_text: '',
    },
  },
];

export async function seedSlidesDemo(ctx: Pick<AppContext, 'db' | 'storage'>) {
  for (const slide of SLIDES) {
    const image = demoCover(slide.colours[0], slide.colours[1], 1200, 450);
    const key = `${SLIDE_FOLDER}/${randomUUID()}.png`;
    await ctx.storage.put(key, image);
    // Its WebP copies, as an uploaded slide image gets (the carousel offers them by width).
    await writeImageVariants(ctx.storage, key, image);
    await createSlide(ctx, slideFields.parse({ is_active: true, ...slide.fields }), {
      key,
      mime: 'image/png',
      size: image.length,
    });
  }
}
