/**
 * Icons of every page's first load: the site's header bar, its language and account menus, the error page, and
 * the home page (its hero, catalogue and courses bands, the slides' arrows). They are kept apart from the other
 * groups, which load with the pages that use them: a module sits in one chunk whole, so these few in a group of
 * thirty would bring the thirty into every first load. The entry's and the home page's modules import this file,
 * not `../icons`, whose every group would then be part of their first load (docs/performance.md).
 */
import { Icon, type IconProps } from '../icon';

export function BookIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 6.5C10.3 5.2 8 4.5 4 4.5v13c4 0 6.3.7 8 2 1.7-1.3 4-2 8-2v-13c-4 0-6.3.7-8 2Z" />
      <path d="M12 6.5v13" />
    </Icon>
  );
}

export function LanguagesIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 5h8M8 3v2M10.5 5c-.8 3.8-3 6.6-6.5 8.5M6 8.5c1 1.8 2.6 3.2 4.5 4" />
      <path d="m12 21 4-9 4 9M13.3 18h5.4" />
    </Icon>
  );
}

export function VideoIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="6" width="13" height="12" rx="2" />
      <path d="m16 10.5 5-3v9l-5-3" />
    </Icon>
  );
}

export function UsersIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.9-3.3 3.4-5 6.5-5s5.6 1.7 6.5 5" />
      <path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M18 15.3c1.7.7 2.9 2.3 3.5 4.7" />
    </Icon>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4 4" />
    </Icon>
  );
}

export function GlobeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
    </Icon>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}

export function AlertIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5h.01" />
    </Icon>
  );
}

export function ArrowForwardIcon({ className = 'size-5', ...props }: IconProps) {
  return (
    <Icon className={`${className} rtl:-scale-x-100`} {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Icon>
  );
}

export function ArrowBackIcon({ className = 'size-5', ...props }: IconProps) {
  return (
    <Icon className={`${className} rtl:-scale-x-100`} {...props}>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </Icon>
  );
}

export function GraduationIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m2.5 9 9.5-4.5L21.5 9 12 13.5Z" />
      <path d="M6.5 11v4.5c1.5 1.4 3.4 2 5.5 2s4-.6 5.5-2V11M21.5 9v5.5" />
    </Icon>
  );
}

export function QuizIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="5" y="4" width="14" height="17" rx="2" />
      <path d="M9 4V3h6v1M8.5 11l1.5 1.5 3-3M8.5 16.5h7" />
    </Icon>
  );
}
