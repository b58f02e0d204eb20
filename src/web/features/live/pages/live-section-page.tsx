import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { SECTION_ALREADY_PURCHASED, type LiveSectionDetail } from '../../../../contract/live';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PriceLabel, usePriceText } from '../../../components/ui/price-label';
import { QueryState } from '../../../components/ui/query-state';
import { LayersIcon } from '../../../components/ui/icons';
import { useErrorMessage } from '../../../lib/error-message';
import { ApiError } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { loginPathFor } from '../../../lib/role-home';
import { useSession } from '../../../lib/use-session';
import { useBuyLiveSection } from '../api/buy-live-section';
import { useLiveSection } from '../api/get-live-section';
import { JoinButton } from '../components/join-button';
import { LivePageHeader } from '../components/live-page-header';
import { SessionCard } from '../components/session-card';

/** /TTHLanguages/livesection/{id}: a live section, its sessions and price, bought in one go. */
export default function LiveSectionPage() {
  const { t } = useTranslation('live');
  const params = useParams();
  const sectionId = Number(params.id);
  const query = useLiveSection(Number.isInteger(sectionId) && sectionId > 0 ? sectionId : 0);
  const errorText = useErrorMessage();
  return (
    <QueryState
      query={query}
      loading="page"
      errorMessage={(error) =>
        error instanceof ApiError && error.status === 404 ? t('section.notFound') : errorText(error)
      }
    >
      {(section) => (
        <div className="flex-1 bg-slate-50 pb-16">
          <title>{`${section.title} · ${t('common:app.name')}`}</title>
          <LivePageHeader
            icon={LayersIcon}
            eyebrow={t('section.eyebrow')}
            title={section.title}
            subtitle={
              <>
                <p>
                  {t('card.by')} <span dir="auto">{section.professorName}</span> ·{' '}
                  {t('section.sessionsCount', { count: section.sessions.length })}
                </p>
                {section.description ? (
                  <p dir="auto" className="mt-2 break-words">
                    {section.description}
                  </p>
                ) : null}
              </>
            }
          >
            <div className="mt-6 flex flex-wrap items-center gap-4">
              <PriceLabel price={section.price} className="text-2xl font-extrabold text-slate-900" />
              <BuySection section={section} />
            </div>
          </LivePageHeader>
          <div className="mx-auto max-w-6xl space-y-4 px-4 pt-8 sm:px-6 lg:px-8">
            <h2 className="text-xl font-bold text-slate-900">{t('section.sessions')}</h2>
            {section.sessions.length === 0 ? (
              <p className="text-slate-600">{t('classes.none')}</p>
            ) : (
              <ul className="grid gap-4 md:grid-cols-2">
                {section.sessions.map((session) => (
                  <li key={session.id} className="flex min-w-0">
                    <SessionCard
                      session={session}
                      showPrice={false}
                      showSeats={false}
                      actions={section.purchased ? <JoinButton session={session} /> : null}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </QueryState>
  );
}

function BuySection({ section }: { section: LiveSectionDetail }) {
  const { t } = useTranslation('live');
  const { state, isStudent } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const buy = useBuyLiveSection(section.id);
  const priceText = usePriceText();
  const errorText = useErrorMessage();

  if (state.status === 'signed-out') {
    return (
      <Link to={loginPathFor(location.pathname)} className={buttonClasses('primary', 'md')}>
        {t('buy.signInToBuy')}
      </Link>
    );
  }
  if (section.purchased) {
    return (
      <p className="flex flex-wrap items-center gap-3">
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-800 ring-1 ring-brand-200 ring-inset">
          {t('section.owned')}
        </span>
        <Link to="/TTHSession" className={buttonClasses('secondary', 'md')}>
          {t('buy.owned')}
        </Link>
      </p>
    );
  }
  if (!isStudent) return null;

  const refusal = !buy.error ? null : buy.error instanceof ApiError && buy.error.status === 402 ? (
    <Alert tone="error">
      {t('buy.insufficient')}{' '}
      <Link to="/points" className="font-semibold underline underline-offset-2">
        {t('buy.topUp')}
      </Link>
    </Alert>
  ) : (
    <Alert tone="error">
      {buy.error instanceof ApiError && buy.error.message === SECTION_ALREADY_PURCHASED
        ? t('section.already')
        : errorText(buy.error)}
    </Alert>
  );

  return (
    <>
      <Button
        size="lg"
        onClick={() => {
          buy.reset();
          setOpen(true);
        }}
      >
        {t('section.buy')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          if (!buy.isPending) setOpen(next);
        }}
        title={t('section.confirmTitle')}
        description={
          <p>
            {t('section.confirmBody', { price: priceText(section.price) })}{' '}
            <strong dir="auto">{section.title}</strong>
          </p>
        }
        confirmLabel={t('buy.confirm', { price: priceText(section.price) })}
        cancelLabel={t('buy.cancel')}
        confirmVariant="primary"
        pending={buy.isPending}
        error={refusal}
        onConfirm={() =>
          buy.mutate(undefined, {
            onSuccess: () => {
              setOpen(false);
              notify.success(t('section.bought'));
            },
          })
        }
      />
    </>
  );
}
