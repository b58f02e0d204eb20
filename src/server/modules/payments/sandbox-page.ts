/**
 * The sandbox provider's hosted checkout page: plain HTML forms (no script), styled inline, in Arabic and
 * French like the market's real checkouts. It stands in for Chargily's page on the embedded set-up.
 */
export function sandboxPage(input: {
  checkoutId: string;
  packageName: string;
  points: number;
  amountDzd: number;
  status: string;
}): string {
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const dzd = new Intl.NumberFormat('fr-DZ', {
    style: 'currency',
    currency: 'DZD',
    maximumFractionDigits: 0,
  }).format(input.amountDzd);
  const points = new Intl.NumberFormat('fr-DZ').format(input.points);
  const open = input.status === 'pending';
  const action = (what: 'pay' | 'decline') =>
    `/api/payments/sandbox/${encodeURIComponent(input.checkoutId)}/${what}`;
  return `<!doctype html>
<html lang="ar" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>الدفع التجريبي · Paiement de test — Masar</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f1f5f4;
    font-family: "Noto Sans Arabic", "Segoe UI", Tahoma, sans-serif; color: #10302a; }
  main { width: min(92vw, 420px); background: #fff; border-radius: 16px; padding: 28px;
    box-shadow: 0 10px 30px rgba(16, 48, 42, .12); }
  h1 { font-size: 1.25rem; margin: 0 0 4px; }
  p { margin: 4px 0; color: #44605a; }
  .badge { display: inline-block; background: #fef3c7; color: #7c4a03; border-radius: 999px; padding: 2px 10px; font-size: .8rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 20px 0; }
  dt { color: #44605a; } dd { margin: 0; font-weight: 700; text-align: end; }
  .amount { font-size: 1.6rem; color: #13634b; }
  .actions { display: grid; gap: 10px; }
  button { width: 100%; border: 0; border-radius: 10px; padding: 12px; font: inherit; font-weight: 700; cursor: pointer; }
  .pay { background: #13634b; color: #fff; } .decline { background: #fff; color: #9f1239; border: 1px solid #fecdd3; }
  button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <span class="badge">وضع تجريبي · Mode test</span>
  <h1>الدفع بالبطاقة · Paiement par carte</h1>
  <p>لا يتم اقتطاع أي مبلغ حقيقي. · Aucun montant réel n’est débité.</p>
  <dl>
    <dt>الباقة · Pack</dt><dd>${escape(input.packageName)}</dd>
    <dt>النقاط · Points</dt><dd>${points}</dd>
    <dt>المبلغ · Montant</dt><dd class="amount">${dzd}</dd>
  </dl>
  ${
    open
      ? `<div class="actions">
    <form method="post" action="${action('pay')}"><button class="pay" type="submit">ادفع · Payer</button></form>
    <form method="post" action="${action('decline')}"><button class="decline" type="submit">ارفض · Refuser</button></form>
  </div>`
      : `<p>تمت معالجة هذه العملية. · Cette opération est déjà traitée.</p>`
  }
</main>
</body>
</html>`;
}
