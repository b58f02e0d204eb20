import { appLanguages, type AppLanguage } from '../../../contract/common';

/**
 * The sandbox provider's hosted checkout page: plain HTML forms (no script), styled inline, in the payer's
 * language (Arabic right to left, French, English), with the amount formatted for that language. It stands in
 * for Chargily's page on the embedded set-up, and fits a 390 px phone: fluid width, no fixed sizes, long
 * package names wrap.
 */

const LOCALES: Record<AppLanguage, string> = { ar: 'ar-DZ', fr: 'fr-DZ', en: 'en' };

interface SandboxTexts {
  title: string;
  badge: string;
  heading: string;
  noMoney: string;
  pack: string;
  points: string;
  amount: string;
  pay: string;
  decline: string;
  closed: Record<'completed' | 'failed' | 'cancelled' | 'expired', string>;
}

const TEXTS: Record<AppLanguage, SandboxTexts> = {
  ar: {
    title: 'الدفع التجريبي — مسار',
    badge: 'وضع تجريبي',
    heading: 'الدفع بالبطاقة',
    noMoney: 'لا يتم اقتطاع أي مبلغ حقيقي.',
    pack: 'الباقة',
    points: 'النقاط',
    amount: 'المبلغ',
    pay: 'ادفع',
    decline: 'ارفض',
    closed: {
      completed: 'تم دفع هذه العملية وأضيفت النقاط إلى رصيدك.',
      failed: 'رُفضت هذه العملية؛ لم يُقتطع أي مبلغ.',
      cancelled: 'أُلغيت هذه العملية؛ لم يُقتطع أي مبلغ.',
      expired: 'انتهت صلاحية عملية الدفع هذه؛ لم يُقتطع أي مبلغ. ابدأ عملية شراء جديدة من صفحة النقاط.',
    },
  },
  fr: {
    title: 'Paiement de test — Masar',
    badge: 'Mode test',
    heading: 'Paiement par carte',
    noMoney: 'Aucun montant réel n’est débité.',
    pack: 'Pack',
    points: 'Points',
    amount: 'Montant',
    pay: 'Payer',
    decline: 'Refuser',
    closed: {
      completed: 'Ce paiement est effectué ; les points ont été ajoutés à votre solde.',
      failed: 'Ce paiement a été refusé ; aucun montant n’a été débité.',
      cancelled: 'Ce paiement a été annulé ; aucun montant n’a été débité.',
      expired:
        'Ce paiement a expiré ; aucun montant n’a été débité. Recommencez l’achat depuis la page des points.',
    },
  },
  en: {
    title: 'Test payment — Masar',
    badge: 'Test mode',
    heading: 'Card payment',
    noMoney: 'No real money is taken.',
    pack: 'Package',
    points: 'Points',
    amount: 'Amount',
    pay: 'Pay',
    decline: 'Decline',
    closed: {
      completed: 'This payment is done; the points were added to your balance.',
      failed: 'This payment was declined; no money was taken.',
      cancelled: 'This payment was cancelled; no money was taken.',
      expired: 'This checkout has expired; no money was taken. Start a new purchase from the points page.',
    },
  },
};

/**
 * The first of the platform's languages named in an Accept-Language header, by preference (`q`), else Arabic.
 */
export function languageFromHeader(header: string | undefined): AppLanguage {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.slice(0, 2).toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranked.find((entry) => (appLanguages as readonly string[]).includes(entry.lang));
  return (found?.lang as AppLanguage | undefined) ?? 'ar';
}

export function sandboxPage(input: {
  checkoutId: string;
  packageName: string;
  points: number;
  amountDzd: number;
  status: string;
  language: AppLanguage;
}): string {
  const { language } = input;
  const text = TEXTS[language];
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const dzd = new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'DZD',
    maximumFractionDigits: 0,
  }).format(input.amountDzd);
  const points = new Intl.NumberFormat(LOCALES[language]).format(input.points);
  const open = input.status === 'pending';
  const closedText = text.closed[input.status as keyof SandboxTexts['closed']] ?? text.closed.completed;
  const action = (what: 'pay' | 'decline') =>
    `/api/payments/sandbox/${encodeURIComponent(input.checkoutId)}/${what}`;
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text.title}</title>
<style>
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; min-height: 100dvh; display: grid; place-items: center; padding: 16px;
    background: #f1f5f4; color: #10302a; line-height: 1.5;
    font-family: system-ui, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", Tahoma, sans-serif; }
  main { width: 100%; max-width: 420px; background: #fff; border-radius: 16px; padding: clamp(18px, 5vw, 28px);
    box-shadow: 0 10px 30px rgba(16, 48, 42, .12); overflow-wrap: anywhere; }
  h1 { font-size: 1.25rem; margin: 8px 0 4px; }
  p { margin: 4px 0; color: #44605a; }
  .badge { display: inline-block; background: #fef3c7; color: #7c4a03; border-radius: 999px; padding: 2px 10px;
    font-size: .8rem; font-weight: 600; }
  dl { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 8px 16px; margin: 20px 0; }
  dt { color: #44605a; } dd { margin: 0; font-weight: 700; text-align: end; min-width: 0; }
  .amount { font-size: 1.5rem; color: #13634b; unicode-bidi: isolate; white-space: nowrap; }
  .actions { display: grid; gap: 10px; }
  form { margin: 0; }
  button { width: 100%; min-height: 48px; border: 0; border-radius: 10px; padding: 12px; font: inherit;
    font-weight: 700; cursor: pointer; }
  .pay { background: #13634b; color: #fff; } .decline { background: #fff; color: #9f1239; border: 1px solid #fecdd3; }
  button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  .closed { margin-top: 8px; padding: 12px; border-radius: 10px; background: #f1f5f9; color: #334155; }
</style>
</head>
<body>
<main>
  <span class="badge">${text.badge}</span>
  <h1>${text.heading}</h1>
  <p>${text.noMoney}</p>
  <dl>
    <dt>${text.pack}</dt><dd dir="auto">${escape(input.packageName)}</dd>
    <dt>${text.points}</dt><dd>${points}</dd>
    <dt>${text.amount}</dt><dd class="amount" data-amount="${input.amountDzd}">${dzd}</dd>
  </dl>
  ${
    open
      ? `<div class="actions">
    <form method="post" action="${action('pay')}"><button class="pay" type="submit">${text.pay}</button></form>
    <form method="post" action="${action('decline')}"><button class="decline" type="submit">${text.decline}</button></form>
  </div>`
      : `<p class="closed" role="status" data-status="${escape(input.status)}">${closedText}</p>`
  }
</main>
</body>
</html>`;
}
