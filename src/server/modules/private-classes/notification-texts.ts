import type { AppLanguage } from '../../../contract/common';
import type { NotificationText } from '../notifications/index';

/** What private-class notifications say to the other party, in each language. */

type Texts = (language: AppLanguage) => NotificationText;
type Words = Record<AppLanguage, { subject: string; message: string }>;

const pick =
  (words: Words): Texts =>
  (language) =>
    words[language];

export const requestedText = (student: string, count: number): Texts =>
  pick({
    ar: { subject: 'طلب درس خصوصي جديد', message: `طلب ${student} درسًا خصوصيًا (${count} حصص).` },
    fr: {
      subject: 'nouvelle demande de cours particulier',
      message: `${student} demande un cours particulier (${count} séance(s)).`,
    },
    en: {
      subject: 'new private class request',
      message: `${student} asked for a private class (${count} session(s)).`,
    },
  });

export const confirmedText = (professor: string, total: number): Texts =>
  pick({
    ar: {
      subject: 'تم تأكيد درسك الخصوصي',
      message: `أكّد ${professor} درسك الخصوصي. المبلغ: ${total} نقطة، ادفع لحجز الحصص.`,
    },
    fr: {
      subject: 'votre cours particulier est confirmé',
      message: `${professor} a confirmé votre cours particulier. Total : ${total} points, payez pour réserver les séances.`,
    },
    en: {
      subject: 'your private class is confirmed',
      message: `${professor} confirmed your private class. Total: ${total} points; pay to book the sessions.`,
    },
  });

export const rejectedText = (professor: string, reason: string): Texts =>
  pick({
    ar: { subject: 'تم رفض طلب الدرس الخصوصي', message: `رفض ${professor} طلبك: ${reason}` },
    fr: {
      subject: 'demande de cours particulier refusée',
      message: `${professor} a refusé votre demande : ${reason}`,
    },
    en: {
      subject: 'private class request declined',
      message: `${professor} declined your request: ${reason}`,
    },
  });

export const paidText = (student: string, count: number): Texts =>
  pick({
    ar: { subject: 'تم دفع درس خصوصي', message: `دفع ${student} ثمن الدرس الخصوصي؛ ${count} حصص مبرمجة.` },
    fr: {
      subject: 'cours particulier payé',
      message: `${student} a payé le cours particulier ; ${count} séance(s) sont programmées.`,
    },
    en: {
      subject: 'private class paid',
      message: `${student} paid for the private class; ${count} session(s) are scheduled.`,
    },
  });

export const cancelledText = (by: string, reason: string, refunded: number): Texts =>
  pick({
    ar: {
      subject: 'تم إلغاء درس خصوصي',
      message: `ألغى ${by} الدرس الخصوصي: ${reason}${refunded > 0 ? ` (استرجاع ${refunded} نقطة)` : ''}`,
    },
    fr: {
      subject: 'cours particulier annulé',
      message: `${by} a annulé le cours particulier : ${reason}${refunded > 0 ? ` (${refunded} points remboursés)` : ''}`,
    },
    en: {
      subject: 'private class cancelled',
      message: `${by} cancelled the private class: ${reason}${refunded > 0 ? ` (${refunded} points refunded)` : ''}`,
    },
  });
