import { describe, expect, it } from 'vitest';
import { adminNavSections } from './admin-nav-items';
import { isNavItemActive } from './nav-item';
import { visibleNavItems } from './nav-items';

const menus = {
  user: visibleNavItems(true),
  admin: adminNavSections.flatMap((section) => section.items),
};

describe('isNavItemActive', () => {
  it.each([
    ['user', '/dashboard', ['Inicio']],
    ['user', '/founder-diagnostic', ['Diagnósticos']],
    ['user', '/business-analysis/negocio', ['Análises']],
    ['user', '/materials/modulo-1', ['Materiais']],
    ['user', '/admin', ['Administração']],
    ['user', '/diagnostics-old', []],
    ['user', '/profile', []],
    ['admin', '/admin', ['Dashboard']],
    ['admin', '/admin/dashboard', ['Dashboard']],
    ['admin', '/admin/users', ['Usuários']],
    ['admin', '/admin/modules/m1', ['Módulos e Materiais']],
    ['admin', '/admin/diagnostics/d1/questions', ['Diagnósticos']],
  ] as const)("the %s's menu at %s highlights %j", (menu, pathname, labels) => {
    const active = menus[menu].filter((item) => isNavItemActive(item, pathname));
    expect(active.map((item) => item.label)).toEqual(labels);
  });

  it('lists Administração for admins only, last', () => {
    expect(visibleNavItems(false).map((item) => item.label)).not.toContain('Administração');
    expect(menus.user.at(-1)?.label).toBe('Administração');
  });
});
