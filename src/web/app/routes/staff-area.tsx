import { Navigate, useRoutes, type RouteObject } from 'react-router';
import StaffLayout from '../layouts/staff-layout';
import { NotFoundPage } from './pages';
import { staffPagesOf, type StaffArea } from './staff-pages';

function areaRoutes(area: StaffArea): RouteObject[] {
  return [
    {
      element: <StaffLayout area={area} />,
      children: [
        { index: true, element: <Navigate to="dashboard" replace /> },
        ...staffPagesOf(area).map((page) => ({ path: page.path, element: page.element })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

const routesOf: Record<StaffArea, RouteObject[]> = {
  admin: areaRoutes('admin'),
  professor: areaRoutes('professor'),
};

/**
 * The admin or the professor area under `/admin/*` or `/professor/*`: its layout and its pages' routes, matched
 * below the area's address. A chunk of its own, loaded when the area is opened (`router.tsx`), with the staff
 * page registry, its icons, badges and their socket code: none of it is in a visitor's first load.
 */
export default function StaffAreaRoutes({ area }: { area: StaffArea }) {
  return useRoutes(routesOf[area]);
}
