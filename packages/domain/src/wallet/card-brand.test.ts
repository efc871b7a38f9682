import { describe, expect, it } from 'vitest';
import { detectCardBrand } from './card-brand';

describe('detectCardBrand', () => {
  it.each([
    ['4111 11** **** 1111', 'visa'],
    ['4*** **** **** 1111', 'visa'],
    ['5555********4444', 'mastercard'],
    ['5100 00** **** 0000', 'mastercard'],
    ['2221 00** **** 0009', 'mastercard'],
    ['2720 99** **** 0009', 'mastercard'],
    ['2721 00** **** 0009', 'unknown'],
    ['3782 82** **** 005', 'amex'],
    ['3714 49** **** 8431', 'amex'],
    ['6011 11** **** 1117', 'discover'],
    ['6445 00** **** 0000', 'discover'],
    ['6500 00** **** 0000', 'discover'],
    ['3530 11** **** 0000', 'jcb'],
    ['3589 00** **** 0000', 'jcb'],
    ['3056 93** **** 04', 'diners'],
    ['3600 00** **** 0000', 'diners'],
    ['3800 00** **** 0000', 'diners'],
    ['3900 00** **** 0000', 'diners'],
    ['3060 00** **** 0000', 'unknown'],
    ['**** **** **** 4242', 'unknown'],
    ['', 'unknown'],
  ])('%s is %s', (masked, brand) => {
    expect(detectCardBrand(masked)).toBe(brand);
  });
});
