import type { LocalizedText } from '../../../../contract/localized-text';
import { SLIDE_DURATION, type Slide, type SlideAudience } from '../../../../contract/slides';

/** What the editor holds while an admin writes a slide. Dates are `datetime-local` values in the admin's zone. */
export interface SlideFormState {
  title: LocalizedText;
  description: LocalizedText;
  cta_text: LocalizedText;
  cta_link: string;
  target_audience_roles: SlideAudience[];
  start: string;
  end: string;
  duration: number;
  transition: 'fade' | 'slide';
  overlay_color: string;
  overlay_opacity: number;
  alt_text: string;
  is_active: boolean;
}

const empty = (): LocalizedText => ({ ar: '', fr: '', en: '' });

/** An ISO date as a `datetime-local` value in the browser's zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function initialState(slide: Slide | null): SlideFormState {
  if (!slide) {
    return {
      title: empty(),
      description: empty(),
      cta_text: empty(),
      cta_link: '',
      target_audience_roles: ['student'],
      start: '',
      end: '',
      duration: SLIDE_DURATION.default,
      transition: 'fade',
      overlay_color: '#0f172a',
      overlay_opacity: 0.4,
      alt_text: '',
      is_active: true,
    };
  }
  return {
    title: slide.title,
    description: slide.description,
    cta_text: slide.cta_text,
    cta_link: slide.cta_link,
    target_audience_roles: slide.target_audience_roles,
    start: toLocalInput(slide.start_date),
    end: toLocalInput(slide.end_date),
    duration: slide.duration,
    transition: slide.transition,
    overlay_color: slide.overlay_color,
    overlay_opacity: slide.overlay_opacity,
    alt_text: slide.alt_text,
    is_active: slide.is_active,
  };
}

/** The fields as the multipart form sends them (dates in ISO 8601 with the admin's offset, empty clears). */
export function toFields(state: SlideFormState): Record<string, unknown> {
  const iso = (value: string) => (value ? new Date(value).toISOString() : '');
  return {
    title: state.title,
    description: state.description,
    cta_text: state.cta_text,
    cta_link: state.cta_link.trim(),
    target_audience_roles: state.target_audience_roles,
    start_date: iso(state.start),
    end_date: iso(state.end),
    duration: state.duration,
    transition: state.transition,
    overlay_color: state.overlay_color,
    overlay_opacity: state.overlay_opacity,
    alt_text: state.alt_text,
    is_active: state.is_active,
  };
}
