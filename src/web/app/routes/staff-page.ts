import type { ComponentType, ReactNode } from 'react';

export type StaffArea = 'admin' | 'professor';

export interface StaffPage {
  area: StaffArea;
  /** Relative to the area: `dashboard`, `courses/:courseId`, … */
  path: string;
  element: ReactNode;
  /**
   * Listed in the sidebar when set; `label` is a key of the `staff-area` namespace, `badge` shows how many wait
   * (it reads its own count).
   */
  nav?: { label: string; icon: ComponentType<{ className?: string }>; badge?: ComponentType };
}
