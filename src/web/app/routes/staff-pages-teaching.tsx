import {
  CalendarIcon,
  LayersIcon,
  SquarePlusIcon,
  TagIcon,
  UsersIcon,
  VideoIcon,
} from '../../components/ui/icons';
import { PendingLiveBadge, PendingPrivateClassesBadge } from '../layouts/nav-badges';
import {
  AdminLiveSessionsPage,
  AdminPrivateClassesPage,
  AdminPrivateClassSettingsPage,
  CreateLiveSessionPage,
  ProfessorLiveSectionsPage,
  ProfessorLiveSessionsPage,
  ProfessorPrivateClassesPage,
  ProfessorSettingsPage,
} from './staff-area-pages';
import type { StaffPage } from './staff-page';

/** Live teaching: the professor schedules and runs sessions and bundles them; the admin approves. */
export const livePages: readonly StaffPage[] = [
  {
    area: 'professor',
    path: 'live-sessions',
    element: <ProfessorLiveSessionsPage />,
    nav: { label: 'staffNav.liveSessions', icon: VideoIcon },
  },
  {
    area: 'professor',
    path: 'create-live-session',
    element: <CreateLiveSessionPage />,
    nav: { label: 'staffNav.createLiveSession', icon: SquarePlusIcon },
  },
  {
    area: 'professor',
    path: 'live-sections',
    element: <ProfessorLiveSectionsPage />,
    nav: { label: 'staffNav.liveSections', icon: LayersIcon },
  },
  {
    area: 'admin',
    path: 'live-sessions',
    element: <AdminLiveSessionsPage />,
    nav: { label: 'staffNav.liveSessions', icon: VideoIcon, badge: PendingLiveBadge },
  },
];

/** Private classes: the professor's requests and settings (with the public profile), the admin's list and rules. */
export const privateClassPages: readonly StaffPage[] = [
  {
    area: 'professor',
    path: 'private-classes',
    element: <ProfessorPrivateClassesPage />,
    nav: { label: 'staffNav.privateClasses', icon: CalendarIcon, badge: PendingPrivateClassesBadge },
  },
  {
    area: 'professor',
    path: 'settings',
    element: <ProfessorSettingsPage />,
    nav: { label: 'staffNav.professorSettings', icon: UsersIcon },
  },
  {
    area: 'admin',
    path: 'private-classes',
    element: <AdminPrivateClassesPage />,
    nav: { label: 'staffNav.privateClasses', icon: CalendarIcon },
  },
  {
    area: 'admin',
    path: 'private-class-settings',
    element: <AdminPrivateClassSettingsPage />,
    nav: { label: 'staffNav.privateClassSettings', icon: TagIcon },
  },
];
