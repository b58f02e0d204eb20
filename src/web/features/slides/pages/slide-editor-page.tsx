import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Slide } from '../../../../contract/slides';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { UploadProgressBar } from '../../../components/ui/upload-progress';
import { useErrorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';
import { useSlide } from '../api/get-slide';
import { useSaveSlide } from '../api/save-slide';
import { SlideAnalyticsPanel } from '../components/slide-analytics-panel';
import { SlideFields } from '../components/slide-fields';
import { initialState, toFields } from '../components/slide-form-state';
import { SlidePreview } from '../components/slide-preview';

/** /admin/enhanced-slides (`?id=` edits one): the slide editor with its live preview and analytics. */
export default function SlideEditorPage() {
  const { t } = useTranslation('slides');
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  const query = useSlide(id);
  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <div className="mx-auto max-w-6xl">
        <title>{`${id ? t('editor.editTitle') : t('editor.newTitle')} · ${t('common:app.name')}`}</title>
        <PageHeader
          title={id ? t('editor.editTitle') : t('editor.newTitle')}
          subtitle={t('editor.lead')}
          actions={
            <Link to="/admin/slides" className={buttonClasses('secondary')}>
              {t('editor.back')}
            </Link>
          }
        />
        {id === null ? (
          <SlideEditor key="new" slide={null} />
        ) : (
          <QueryState query={query} loading="section">
            {(slide) => <SlideEditor key={slide.id} slide={slide} />}
          </QueryState>
        )}
      </div>
    </div>
  );
}

function SlideEditor({ slide }: { slide: Slide | null }) {
  const { t } = useTranslation('slides');
  const navigate = useNavigate();
  const errorText = useErrorMessage();
  const save = useSaveSlide();
  const [state, setState] = useState(() => initialState(slide));
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!slide && !file) {
      setMissingFile(true);
      return;
    }
    setMissingFile(false);
    save.mutate(
      { id: slide?.id ?? null, fields: toFields(state), media: file },
      {
        onSuccess: (saved) => {
          notify.success(t('editor.saved'));
          setFile(null);
          if (!slide) void navigate(`/admin/enhanced-slides?id=${saved.id}`, { replace: true });
        },
      },
    );
  }

  return (
    <div className="space-y-8">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,0.9fr)]">
        <form
          onSubmit={submit}
          noValidate
          className="space-y-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          {save.isError ? <Alert tone="error">{errorText(save.error)}</Alert> : null}
          <div>
            <label htmlFor="slide-media" className="mb-1 block text-sm font-semibold text-slate-800">
              {t('editor.media')}
            </label>
            <input
              id="slide-media"
              name="media"
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif,video/mp4,video/webm"
              aria-invalid={missingFile || undefined}
              aria-describedby="slide-media-hint"
              className="block w-full text-sm text-slate-700 file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
            <p
              id="slide-media-hint"
              className={`mt-1 text-sm ${missingFile ? 'font-medium text-red-700' : 'text-slate-600'}`}
            >
              {missingFile
                ? t('editor.mediaRequired')
                : slide
                  ? t('editor.mediaKeep')
                  : t('editor.mediaHint')}
            </p>
          </div>
          <SlideFields state={state} onChange={setState} />
          {save.percent !== null ? <UploadProgressBar percent={save.percent} /> : null}
          <Button type="submit" pending={save.isPending}>
            {slide ? t('editor.save') : t('editor.create')}
          </Button>
        </form>
        <div className="lg:sticky lg:top-6 lg:self-start">
          <SlidePreview
            state={state}
            file={file}
            savedUrl={slide?.image_url ?? slide?.video_url ?? null}
            savedType={slide?.media_type ?? null}
          />
        </div>
      </div>
      {slide ? <SlideAnalyticsPanel slideId={slide.id} /> : null}
    </div>
  );
}
