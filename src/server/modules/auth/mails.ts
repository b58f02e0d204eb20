import type { AppLanguage } from '../../../contract/common';

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
