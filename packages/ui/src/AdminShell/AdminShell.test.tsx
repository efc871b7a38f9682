import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../testing/inLanguage';
import { AdminShell } from './AdminShell';

const shell = (
  <AdminShell title="Payouts" navItems={[{ href: '/admin/payouts', label: 'Payouts', active: true }]}>
    <p>Rows</p>
  </AdminShell>
);

describe('AdminShell says its own words (issue 32)', () => {
  it('in English: the badge, the navigation and the phone menu button', () => {
    render(inLanguage('en', shell));
    expect(screen.getByRole('navigation', { name: 'Operator console' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Sections\s*Payouts$/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getAllByText('Operator console').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Payouts' })).toBeVisible();
  });

  it('in Arabic: the words of ar.json', () => {
    render(inLanguage('ar', shell));
    expect(screen.getByRole('navigation', { name: 'لوحة المشغّل' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^الأقسام\s*Payouts$/ })).toBeInTheDocument();
    expect(screen.getAllByText('لوحة المشغّل').length).toBeGreaterThan(0);
  });
});
