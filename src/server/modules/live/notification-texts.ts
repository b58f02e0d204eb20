import type { AppLanguage } from '../../../contract/common';
import type { NotificationText } from '../notifications/index';

/**
 * What live-session notifications say, in each language. Times are shown in Algeria's time zone, where the
 * platform's students and professors are, with each language's own format.
 */

const LOCALES: Record<AppLanguage, string> = { ar: 'ar-DZ', fr: 'fr-DZ', en: 'en-GB' };

export function sessionTime(date: Date, language: AppLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Africa/Algiers',
  }).format(date);
}

type Texts = (language: AppLanguage) => NotificationText;

export function scheduledText(title: string, at: Date): Texts {
  return (language) => {
    const when = sessionTime(at, language);
    switch (language) {
      case 'ar':
        return {
          subject: `حصة مباشرة جديدة: ${title}`,
          message: `حصة مباشرة جديدة «${title}» مبرمجة يوم ${when}.`,
        };
      case 'fr':
        return {
          subject: `nouvelle séance en direct : ${title}`,
          message: `Une nouvelle séance en direct « ${title} » est prévue le ${when}.`,
        };
      case 'en':
        return {
          subject: `new live session: ${title}`,
          message: `A new live session "${title}" is scheduled for ${when}.`,
        };
    }
  };
}

export function reminderText(title: string, at: Date): Texts {
  return (language) => {
    const when = sessionTime(at, language);
    switch (language) {
      case 'ar':
        return {
          subject: `تبدأ قريبًا: ${title}`,
          message: `تذكير: تبدأ الحصة المباشرة «${title}» يوم ${when}.`,
        };
      case 'fr':
        return {
          subject: `bientôt en direct : ${title}`,
          message: `Rappel : la séance en direct « ${title} » commence le ${when}.`,
        };
      case 'en':
        return {
          subject: `starting soon: ${title}`,
          message: `Reminder: the live session "${title}" starts at ${when}.`,
        };
    }
  };
}

export function startedText(title: string): Texts {
  return (language) => {
    switch (language) {
      case 'ar':
        return {
          subject: `مباشر الآن: ${title}`,
          message: `بدأت الحصة المباشرة «${title}». انضم إليها الآن.`,
        };
      case 'fr':
        return {
          subject: `en direct : ${title}`,
          message: `La séance en direct « ${title} » a commencé. Rejoignez-la maintenant.`,
        };
      case 'en':
        return {
          subject: `live now: ${title}`,
          message: `The live session "${title}" has started. Join it now.`,
        };
    }
  };
}

/** A cancellation; `refunded` adds that the points paid came back. */
export function cancelledText(title: string, at: Date, refunded: boolean): Texts {
  return (language) => {
    const when = sessionTime(at, language);
    switch (language) {
      case 'ar':
        return {
          subject: `أُلغيت: ${title}`,
          message: `أُلغيت الحصة المباشرة «${title}» (${when}).${refunded ? ' أُعيدت إليك النقاط التي دفعتها.' : ''}`,
        };
      case 'fr':
        return {
          subject: `annulée : ${title}`,
          message: `La séance en direct « ${title} » (${when}) est annulée.${refunded ? ' Les points payés vous ont été remboursés.' : ''}`,
        };
      case 'en':
        return {
          subject: `cancelled: ${title}`,
          message: `The live session "${title}" (${when}) was cancelled.${refunded ? ' The points you paid have been refunded.' : ''}`,
        };
    }
  };
}
