import { ClockIcon, DashboardIcon, ImageIcon, LayersIcon } from '../../components/ui/icons';
import {
  AdminJobsPage,
  AdminSettingsPage,
  AdminSlidesPage,
  FooterContentPage,
  SlideEditorPage,
} from './staff-area-pages';
import type { StaffPage } from './staff-page';

/**
 * Site content and operations: the home-page slides and their editor, the footer, the platform settings, and
 * the scheduled jobs.
 */
export const operationsPages: readonly StaffPage[] = [
  {
    area: 'admin',
    path: 'slides',
    element: <AdminSlidesPage />,
    nav: { label: 'staffNav.slides', icon: ImageIcon },
  },
  { area: 'admin', path: 'enhanced-slides', element: <SlideEditorPage /> },
  {
    area: 'admin',
    path: 'footer-content',
    element: <FooterContentPage />,
    nav: { label: 'staffNav.footerContent', icon: LayersIcon },
  },
  {
    area: 'admin',
    path: 'settings',
    element: <AdminSettingsPage />,
    nav: { label: 'staffNav.settings', icon: DashboardIcon },
  },
  {
    area: 'admin',
    path: 'jobs',
    element: <AdminJobsPage />,
    nav: { label: 'staffNav.jobs', icon: ClockIcon },
  },
];
