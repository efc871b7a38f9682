import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../testing/inLanguage';
import { PaymentProgress } from './PaymentProgress';

describe('the payment stepper says its own words (issue 32)', () => {
  it('in English: its name, the five steps and the state of each', () => {
    render(inLanguage('en', <PaymentProgress currentStepId="capture" />));
    const items = screen.getAllByRole('listitem');
    expect(screen.getByRole('list', { name: 'Payment progress' })).toBeVisible();
    expect(items.map((item) => item.textContent)).toEqual([
      'Order created, done',
      'Approved, done',
      'Payment captured, in progress',
      'GCoins credited',
      'Done',
    ]);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
  });

  it('in Arabic: a failed step is read as failed, in the words of ar.json', () => {
    render(inLanguage('ar', <PaymentProgress currentStepId="approve" failed />));
    expect(screen.getByRole('list', { name: 'تقدّم الدفع' })).toBeVisible();
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('تم إنشاء الطلب, تم');
    expect(items[1]).toHaveTextContent('تمت الموافقة, فشل');
  });
});
