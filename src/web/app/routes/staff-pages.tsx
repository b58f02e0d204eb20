/**
 * The admin and professor areas share one layout whose sidebar is built from this list: a page registered
 * here gets its route under /admin or /professor and, when it has a `nav` entry, its sidebar link. Later
 * feature issues append their pages; nothing links to a page that does not exist.
 */
import type { ComponentType, ReactNode } from 'react';
import { DashboardIcon } from '../../components/ui/icons';
import { AccountDashboardPage } from './pages';

export type StaffArea = 'admin' | 'professor';

export interface StaffPage {
  area: StaffArea;
  /** Relative to the area: `dashboard`, `courses/:courseId`, … */
  path: string;
  element: ReactNode;
  /** Listed in the sidebar when set; `label` is a key of the common namespace. */
  nav?: { label: string; icon: ComponentType<{ className?: string }> };
}

export const staffPages: readonly StaffPage[] = [
  {
    area: 'admin',
    path: 'dashboard',
    element: <AccountDashboardPage area="admin" />,
    nav: { label: 'staffNav.dashboard', icon: DashboardIcon },
  },
  {
    area: 'professor',
    path: 'dashboard',
    element: <AccountDashboardPage area="professor" />,
    nav: { label: 'staffNav.dashboard', icon: DashboardIcon },
  },
];

export function staffPagesOf(area: StaffArea): readonly StaffPage[] {
  return staffPages.filter((page) => page.area === area);
}
