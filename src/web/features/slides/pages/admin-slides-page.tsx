import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Slide } from '../../../../contract/slides';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button-styles';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { useErrorMessage } from '../../../lib/error-message';
import { toAppLanguage } from '../../../lib/languages';
import { notify } from '../../../lib/notify';
import { useDeleteSlide } from '../api/delete-slide';
import { useSlides } from '../api/list-slides';
import { useReorderSlides } from '../api/reorder-slides';
import { useSetSlideActive } from '../api/update-slide-activity';
import { SlideRow } from '../components/slide-row';

/** Moves one slide to `to` and numbers the whole list again, 0, 1, 2… */
function reordered(slides: Slide[], from: number, to: number) {
  const list = [...slides];
  const [moved] = list.splice(from, 1);
  list.splice(to, 0, moved!);
  return list.map((s, order) => ({ id: s.id, order }));
}

/** /admin/slides: every slide with its status; drag or arrows to reorder, switch on or off, delete. */
export default function AdminSlidesPage() {
  const { t, i18n } = useTranslation('slides');
  const errorText = useErrorMessage();
  const query = useSlides();
  const reorder = useReorderSlides();
  const toggle = useSetSlideActive();
  const remove = useDeleteSlide();
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Slide | null>(null);
  const failure = reorder.error ?? toggle.error;

  function move(slides: Slide[], from: number, to: number) {
    if (to < 0 || to >= slides.length || from === to) return;
    reorder.mutate(reordered(slides, from, to), {
      onSuccess: () => notify.success(t('list.reordered')),
    });
  }

  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <div className="mx-auto max-w-6xl">
        <title>{`${t('list.title')} · ${t('common:app.name')}`}</title>
        <PageHeader
          title={t('list.title')}
          subtitle={t('list.lead')}
          actions={
            <Link to="/admin/enhanced-slides" className={buttonClasses('primary')}>
              {t('list.new')}
            </Link>
          }
        />
        {failure ? <Alert tone="error">{errorText(failure)}</Alert> : null}
        <QueryState
          query={query}
          isEmpty={(slides) => slides.length === 0}
          empty={
            <p className="rounded-2xl bg-white p-6 text-slate-600 ring-1 ring-slate-200">{t('list.empty')}</p>
          }
        >
          {(slides) => (
            <ol className="mt-4 space-y-3" aria-label={t('list.title')}>
              {slides.map((slide, index) => (
                <SlideRow
                  key={slide.id}
                  slide={slide}
                  first={index === 0}
                  last={index === slides.length - 1}
                  dragging={dragFrom === index}
                  busy={reorder.isPending}
                  onMove={(step) => move(slides, index, index + step)}
                  onDragStart={() => setDragFrom(index)}
                  onDragEnter={() => setDragOver(index)}
                  onDragEnd={() => {
                    if (dragFrom !== null && dragOver !== null) move(slides, dragFrom, dragOver);
                    setDragFrom(null);
                    setDragOver(null);
                  }}
                  onToggle={() => toggle.mutate({ id: slide.id, active: !slide.is_active })}
                  onDelete={() => setDeleting(slide)}
                />
              ))}
            </ol>
          )}
        </QueryState>
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
          title={t('list.deleteTitle')}
          description={t('list.deleteBody', {
            title: deleting?.title[toAppLanguage(i18n.language)] ?? '',
          })}
          confirmLabel={t('list.delete')}
          cancelLabel={t('list.cancel')}
          confirmVariant="danger"
          pending={remove.isPending}
          error={remove.error ? errorText(remove.error) : undefined}
          onConfirm={() => {
            if (!deleting) return;
            remove.mutate(deleting.id, {
              onSuccess: () => {
                setDeleting(null);
                notify.success(t('list.deleted'));
              },
            });
          }}
        />
      </div>
    </div>
  );
}
