import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppLanguage } from '../../../../contract/languages';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../lib/languages';
import type { SlideFormState } from './slide-form-state';

/** The first language written, as the server fills the empty ones. */
function textIn(value: Record<AppLanguage, string>, language: AppLanguage): string {
  return value[language] || value.ar || value.fr || value.en;
}

/**
 * The slide as readers will see it, in the language picked and on a desktop width or in a phone frame. The
 * media is the file about to be sent, else the one already saved.
 */
export function SlidePreview({
  state,
  file,
  savedUrl,
  savedType,
}: {
  state: SlideFormState;
  file: File | null;
  savedUrl: string | null;
  savedType: 'image' | 'video' | null;
}) {
  const { t } = useTranslation('slides');
  const [language, setLanguage] = useState<AppLanguage>('ar');
  const [phone, setPhone] = useState(false);
  const fileUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (fileUrl) URL.revokeObjectURL(fileUrl);
    },
    [fileUrl],
  );
  const url = fileUrl ?? savedUrl;
  const video = file ? file.type.startsWith('video/') : savedType === 'video';
  const title = textIn(state.title, language);
  const description = textIn(state.description, language);
  const cta = textIn(state.cta_text, language);
  const chip = (on: boolean) =>
    `rounded-lg px-3 py-1.5 text-sm font-semibold ${on ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`;
  return (
    <section aria-labelledby="slide-preview-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="slide-preview-title" className="text-lg font-bold text-slate-900">
          {t('editor.preview')}
        </h2>
        <div className="flex flex-wrap gap-1" role="group" aria-label={t('editor.previewLanguage')}>
          {LANGUAGES.map((l) => (
            <button
              key={l}
              type="button"
              className={chip(l === language)}
              aria-pressed={l === language}
              onClick={() => setLanguage(l)}
            >
              {LANGUAGE_NAMES[l]}
            </button>
          ))}
          <button type="button" className={chip(phone)} aria-pressed={phone} onClick={() => setPhone(!phone)}>
            {t('editor.phone')}
          </button>
        </div>
      </div>
      <div
        className={phone ? 'mx-auto w-[300px] rounded-[2.5rem] bg-slate-900 p-3 shadow-xl' : ''}
        data-testid="slide-preview"
      >
        <div
          lang={language}
          dir={language === 'ar' ? 'rtl' : 'ltr'}
          className={`relative w-full overflow-hidden bg-slate-800 ${phone ? 'aspect-[9/16] rounded-[2rem]' : 'aspect-[21/8] rounded-3xl'}`}
        >
          {url ? (
            video ? (
              <video
                className="absolute inset-0 size-full object-cover"
                src={url}
                muted
                loop
                playsInline
                autoPlay
                aria-label={state.alt_text || title}
              />
            ) : (
              <img className="absolute inset-0 size-full object-cover" src={url} alt={state.alt_text} />
            )
          ) : null}
          <div
            className="absolute inset-0"
            style={{ backgroundColor: state.overlay_color, opacity: state.overlay_opacity }}
            aria-hidden="true"
          />
          <div className="relative flex h-full flex-col justify-center p-6 text-white">
            <p className="text-xl font-extrabold sm:text-2xl">{title || t('editor.untitled')}</p>
            {description ? <p className="mt-2 text-white/90">{description}</p> : null}
            {cta ? (
              <span className="mt-4 inline-flex h-10 w-fit items-center rounded-xl bg-white px-4 font-semibold text-slate-900">
                {cta}
              </span>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
