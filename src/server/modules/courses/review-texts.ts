import type { AppLanguage } from '../../../contract/common';
import type { NotificationText } from '../notifications/index';

/** What the professor is told when an admin decides on a course or on a revision of it, in each language. */
export function approvedText(title: string, revision: boolean): (language: AppLanguage) => NotificationText {
  return (language) => {
    switch (language) {
      case 'ar':
        return revision
          ? {
              subject: `قُبلت تعديلاتك: ${title}`,
              message: `قُبلت تعديلاتك على الدرس «${title}» وهي الآن منشورة.`,
            }
          : { subject: `قُبل درسك: ${title}`, message: `قُبل درسك «${title}» وهو الآن معروض في الفهرس.` };
      case 'fr':
        return revision
          ? {
              subject: `modifications acceptées : ${title}`,
              message: `Vos modifications du cours « ${title} » sont acceptées et publiées.`,
            }
          : {
              subject: `cours accepté : ${title}`,
              message: `Votre cours « ${title} » est accepté et figure au catalogue.`,
            };
      case 'en':
        return revision
          ? {
              subject: `changes approved: ${title}`,
              message: `Your changes to "${title}" were approved and are live.`,
            }
          : {
              subject: `course approved: ${title}`,
              message: `Your course "${title}" was approved and is in the catalogue.`,
            };
    }
  };
}

export function rejectedText(
  title: string,
  revision: boolean,
  comment: string,
): (language: AppLanguage) => NotificationText {
  return (language) => {
    switch (language) {
      case 'ar':
        return revision
          ? {
              subject: `تعديلاتك تحتاج مراجعة: ${title}`,
              message: `لم تُقبل تعديلاتك على الدرس «${title}»، والنسخة المنشورة باقية كما هي. السبب: ${comment}`,
            }
          : { subject: `درسك يحتاج مراجعة: ${title}`, message: `لم يُقبل درسك «${title}». السبب: ${comment}` };
      case 'fr':
        return revision
          ? {
              subject: `modifications à revoir : ${title}`,
              message: `Vos modifications du cours « ${title} » ne sont pas acceptées ; la version publiée reste en ligne. Motif : ${comment}`,
            }
          : {
              subject: `cours à revoir : ${title}`,
              message: `Votre cours « ${title} » n'est pas accepté. Motif : ${comment}`,
            };
      case 'en':
        return revision
          ? {
              subject: `changes sent back: ${title}`,
              message: `Your changes to "${title}" were not approved; the published version stays on sale. Reason: ${comment}`,
            }
          : {
              subject: `course sent back: ${title}`,
              message: `Your course "${title}" was not approved. Reason: ${comment}`,
            };
    }
  };
}
