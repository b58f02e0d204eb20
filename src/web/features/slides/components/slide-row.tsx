import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Slide } from '../../../../contract/slides';
import { buttonClasses } from '../../../components/ui/button-styles';
import { ArrowDownIcon, ArrowUpIcon } from '../../../components/ui/icons';
import { toAppLanguage } from '../../../lib/languages';
import { useDateFormat } from '../../../lib/use-date-format';
import { useNumberFormat } from '../../../lib/use-number-format';
import { SlideStatusBadge } from './slide-status-badge';

/** One slide in the admin list: drag it (or use the arrows) to move it, switch it on or off, edit or delete it. */
export function SlideRow({
  slide,
  first,
  last,
  dragging,
  onMove,
  onDragStart,
  onDragEnter,
  onDragEnd,
  onToggle,
  onDelete,
  busy,
}: {
  slide: Slide;
  first: boolean;
  last: boolean;
  dragging: boolean;
  onMove: (step: -1 | 1) => void;
  onDragStart: () => void;
  onDragEnter: () => void;
  onDragEnd: () => void;
  onToggle: () => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation('slides');
  const { formatDate } = useDateFormat();
  const { formatPoints: formatCount } = useNumberFormat();
  const title = slide.title[toAppLanguage(i18n.language)];
  const dates = [slide.start_date, slide.end_date].map((d) => (d ? formatDate(d) : '—')).join(' → ');
  return (
    <li
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        onDragStart();
      }}
      onDragEnter={onDragEnter}
      onDragOver={(event) => event.preventDefault()}
      onDragEnd={onDragEnd}
      className={`flex flex-wrap items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 ${
        dragging ? 'opacity-50' : ''
      }`}
    >
      <span className="cursor-grab text-slate-400 select-none" aria-hidden="true">
        ⋮⋮
      </span>
      <div className="relative h-16 w-28 shrink-0 overflow-hidden rounded-xl bg-slate-100">
        {slide.image_url ? (
          <img src={slide.image_url} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <span className="flex size-full items-center justify-center text-xs font-semibold text-slate-600">
            {t('list.video')}
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-slate-900" dir="auto">
          {title}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <SlideStatusBadge slide={slide} />
          <span>{slide.target_audience_roles.map((r) => t(`audience.${r}`)).join(' · ')}</span>
          <span dir="ltr">{dates}</span>
          <span>
            {t('list.counts', { views: formatCount(slide.views), clicks: formatCount(slide.clicks) })}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={buttonClasses('ghost', 'sm')}
          onClick={() => onMove(-1)}
          disabled={first || busy}
          aria-label={t('list.moveUp', { title })}
        >
          <ArrowUpIcon className="size-4" />
        </button>
        <button
          type="button"
          className={buttonClasses('ghost', 'sm')}
          onClick={() => onMove(1)}
          disabled={last || busy}
          aria-label={t('list.moveDown', { title })}
        >
          <ArrowDownIcon className="size-4" />
        </button>
        <button type="button" className={buttonClasses('secondary', 'sm')} onClick={onToggle} disabled={busy}>
          {slide.is_active ? t('list.deactivate') : t('list.activate')}
          <span className="sr-only">: {title}</span>
        </button>
        <Link to={`/admin/enhanced-slides?id=${slide.id}`} className={buttonClasses('secondary', 'sm')}>
          {t('list.edit')}
          <span className="sr-only">: {title}</span>
        </Link>
        <button type="button" className={buttonClasses('danger', 'sm')} onClick={onDelete} disabled={busy}>
          {t('list.delete')}
          <span className="sr-only">: {title}</span>
        </button>
      </div>
    </li>
  );
}
