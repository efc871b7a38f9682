import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageMeta } from './PageMeta';

// spec §1: each page sets its title and description; React hoists them into <head>.
describe('PageMeta', () => {
  it('sets the title and the description', () => {
    render(<PageMeta title="About Arena" description="What Arena is" />);
    expect(document.title).toBe('About Arena');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'What Arena is',
    );
  });
});
