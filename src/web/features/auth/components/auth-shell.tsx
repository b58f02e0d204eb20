import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BookIcon,
  GraduationIcon,
  LanguagesIcon,
  QuizIcon,
  ShieldIcon,
  VideoIcon,
} from '../../../components/ui/icons';
import type { AuthPlatform } from './auth-platform';

/**
 * The frame of every sign-in page: a brand panel beside the form on wide screens (what the platform offers
 * students, or what the staff space is for), the form alone on phones.
 */
export function AuthShell({
  platform,
  title,
  subtitle,
  children,
}: {
  platform: AuthPlatform;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const staff = platform === 'schoolhouse';
  const points = staff
    ? [
        { icon: BookIcon, text: t('panel.staff.courses') },
        { icon: QuizIcon, text: t('panel.staff.quizzes') },
        { icon: VideoIcon, text: t('panel.staff.live') },
      ]
    : [
        { icon: GraduationIcon, text: t('panel.student.subjects') },
        { icon: LanguagesIcon, text: t('panel.student.languages') },
        { icon: VideoIcon, text: t('panel.student.live') },
      ];

  return (
    <div className="relative flex flex-1 justify-center bg-gradient-to-b from-brand-50 via-slate-50 to-slate-50 px-4 py-8 sm:py-14">
      <div className="grid w-full max-w-5xl animate-fade-in self-start overflow-hidden rounded-3xl bg-white shadow-xl ring-1 shadow-slate-900/5 ring-slate-200 lg:grid-cols-[1fr_1.15fr]">
        <div className="relative hidden overflow-hidden bg-brand-800 p-10 text-white lg:flex lg:flex-col">
          <PanelArt />
          <div className="relative">
            <span className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-brand-50 ring-1 ring-white/20">
              {staff ? <ShieldIcon className="size-4" /> : <GraduationIcon className="size-4" />}
              {staff ? t('panel.staff.badge') : t('panel.student.badge')}
            </span>
            <p className="mt-6 text-2xl leading-snug font-bold">
              {staff ? t('panel.staff.title') : t('panel.student.title')}
            </p>
            <ul className="mt-8 space-y-4">
              {points.map(({ icon: PointIcon, text }) => (
                <li key={text} className="flex items-start gap-3 text-brand-50">
                  <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-white/10 ring-1 ring-white/15">
                    <PointIcon className="size-5" />
                  </span>
                  <span className="pt-1.5 text-sm leading-relaxed">{text}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="px-5 py-8 sm:px-10 sm:py-12">
          {staff ? (
            <span className="mb-4 inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-200 lg:hidden">
              <ShieldIcon className="size-4" />
              {t('panel.staff.badge')}
            </span>
          ) : null}
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
          {subtitle ? <p className="mt-2 text-slate-600">{subtitle}</p> : null}
          <div className="mt-8">{children}</div>
        </div>
      </div>
    </div>
  );
}

function PanelArt() {
  return (
    <svg
      className="pointer-events-none absolute inset-x-0 bottom-0 h-56 w-full"
      viewBox="0 0 400 220"
      preserveAspectRatio="xMidYMax slice"
      fill="none"
      aria-hidden="true"
    >
      <path
        d="M-10 230C60 170 40 120 110 100S230 110 270 60 360 10 420 20"
        stroke="var(--color-brand-600)"
        strokeOpacity="0.55"
        strokeWidth="14"
        strokeLinecap="round"
      />
      <path
        d="M40 240C100 200 130 170 190 160S300 150 340 100"
        stroke="var(--color-brand-500)"
        strokeOpacity="0.35"
        strokeWidth="8"
        strokeLinecap="round"
        strokeDasharray="2 18"
      />
      <circle cx="340" cy="100" r="11" fill="#f59e0b" />
      <circle cx="340" cy="100" r="22" stroke="#f59e0b" strokeOpacity="0.35" strokeWidth="2" />
    </svg>
  );
}
