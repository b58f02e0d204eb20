import { EMAIL_CHANGE_TTL_HOURS, EMAIL_UNDO_TTL_DAYS } from '../../../contract/users';
import type { AppLanguage } from '../../../contract/common';

/** The mails of an email change, in the language the user reads the platform in. */

interface Mail {
  subject: string;
  text: string;
}

const mail = (subject: string, lines: string[]): Mail => ({ subject, text: lines.join('\n') });

/** To the new address: the link that confirms it. */
export function confirmNewEmailMail(language: AppLanguage, name: string, link: string): Mail {
  const hours = EMAIL_CHANGE_TTL_HOURS;
  switch (language) {
    case 'ar':
      return mail('مسار — تأكيد بريدك الإلكتروني الجديد', [
        `مرحبًا ${name}،`,
        '',
        `افتح هذا الرابط خلال ${hours} ساعة لاستعمال هذا العنوان في حسابك على مسار:`,
        link,
        '',
        'إن لم تطلب ذلك، فتجاهل هذه الرسالة.',
      ]);
    case 'fr':
      return mail('Masar — confirmez votre nouvelle adresse e-mail', [
        `Bonjour ${name},`,
        '',
        `Ouvrez ce lien dans les ${hours} heures pour utiliser cette adresse sur votre compte Masar :`,
        link,
        '',
        'Si vous n’avez rien demandé, ignorez ce message.',
      ]);
    case 'en':
      return mail('Masar — confirm your new email address', [
        `Hello ${name},`,
        '',
        `Open this link within ${hours} hours to use this address for your Masar account:`,
        link,
        '',
        'If you did not ask for this, ignore this message.',
      ]);
  }
}

/**
 * To the old address: the address is changing (or, after an admin's correction, has changed), with the link
 * that keeps or puts back the old one and signs every session out.
 */
export function emailChangingMail(
  language: AppLanguage,
  input: { name: string; newEmail: string; link: string; done: boolean },
): Mail {
  const { name, newEmail, link, done } = input;
  const days = EMAIL_UNDO_TTL_DAYS;
  switch (language) {
    case 'ar':
      return mail(done ? 'مسار — تم تغيير بريدك الإلكتروني' : 'مسار — تغيير بريدك الإلكتروني', [
        `مرحبًا ${name}،`,
        '',
        `يجري تغيير البريد الإلكتروني لحسابك في مسار إلى ${newEmail}.`,
        `إن لم تكن أنت، فافتح هذا الرابط خلال ${days} أيام: يُبقي هذا العنوان (أو يعيده) ويُنهي كل الجلسات.`,
        link,
        'ثم اختر كلمة مرور جديدة عبر «نسيت كلمة المرور».',
      ]);
    case 'fr':
      return mail(
        done ? 'Masar — votre adresse e-mail a été changée' : 'Masar — votre adresse e-mail va changer',
        [
          `Bonjour ${name},`,
          '',
          `L’adresse e-mail de votre compte Masar est remplacée par ${newEmail}.`,
          `Si ce n’était pas vous, ouvrez ce lien dans les ${days} jours : il garde (ou rétablit) cette adresse et ferme toutes les sessions.`,
          link,
          'Choisissez ensuite un nouveau mot de passe avec « Mot de passe oublié ».',
        ],
      );
    case 'en':
      return mail(
        done ? 'Masar — your email address was changed' : 'Masar — your email address is being changed',
        [
          `Hello ${name},`,
          '',
          `The email address of your Masar account is being changed to ${newEmail}.`,
          `If it was not you, open this link within ${days} days: it keeps (or puts back) this address and signs out every session.`,
          link,
          'Then choose a new password with "Forgot password".',
        ],
      );
  }
}

/** The password-reset mail, in the language the user reads the platform in. */
export function passwordResetMail(
  language: AppLanguage,
  input: { name: string; link: string; minutes: number },
): { subject: string; text: string } {
  const { name, link, minutes } = input;
  const texts: Record<AppLanguage, { subject: string; lines: string[] }> = {
    ar: {
      subject: 'مسار — إعادة تعيين كلمة المرور',
      lines: [
        `مرحبًا ${name}،`,
        '',
        `طلب أحدهم إعادة تعيين كلمة مرور حسابك في مسار. افتح هذا الرابط خلال ${minutes} دقيقة لاختيار كلمة مرور جديدة:`,
        link,
        '',
        'إن لم تكن أنت، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
      ],
    },
    fr: {
      subject: 'Masar — réinitialiser votre mot de passe',
      lines: [
        `Bonjour ${name},`,
        '',
        `Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Masar. Ouvrez ce lien dans les ${minutes} minutes pour en choisir un nouveau :`,
        link,
        '',
        'Si ce n’était pas vous, ignorez ce message : votre mot de passe reste inchangé.',
      ],
    },
    en: {
      subject: 'Masar — reset your password',
      lines: [
        `Hello ${name},`,
        '',
        `Someone asked to reset the password of your Masar account. Open this link within ${minutes} minutes to choose a new one:`,
        link,
        '',
        'If it was not you, ignore this message: your password stays as it is.',
      ],
    },
  };
  const chosen = texts[language];
  return { subject: chosen.subject, text: chosen.lines.join('\n') };
}
