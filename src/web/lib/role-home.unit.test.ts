import { describe, expect, it } from 'vitest';
import { dashboardPathFor, loginPathFor, safeNextPath } from './role-home';

describe('dashboardPathFor', () => {
  it('sends each role to its own dashboard', () => {
    expect(dashboardPathFor('student')).toBe('/TTHStudentDashboard');
    expect(dashboardPathFor('professor')).toBe('/professor/dashboard');
    expect(dashboardPathFor('admin')).toBe('/admin/dashboard');
  });
});

describe('loginPathFor', () => {
  it('uses the staff login for staff areas and comes back afterwards', () => {
    expect(loginPathFor('/admin/dashboard')).toBe('/schoolhouse/login?next=%2Fadmin%2Fdashboard');
    expect(loginPathFor('/professor/dashboard')).toBe('/schoolhouse/login?next=%2Fprofessor%2Fdashboard');
    expect(loginPathFor('/profile')).toBe('/login?next=%2Fprofile');
  });
});

describe('safeNextPath', () => {
  it('keeps same-site paths', () => {
    expect(safeNextPath('/profile')).toBe('/profile');
    expect(safeNextPath('/admin/dashboard?tab=1')).toBe('/admin/dashboard?tab=1');
  });

  it('refuses other sites and sign-in pages', () => {
    for (const value of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'profile']) {
      expect(safeNextPath(value)).toBeNull();
    }
    expect(safeNextPath('/login?next=/x')).toBeNull();
    expect(safeNextPath('/schoolhouse/login')).toBeNull();
  });
});
