import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageMeta } from './PageMeta';

const description = () => document.head.querySelectorAll('meta[name="description"]');

// spec §1: each page sets its title and description, in <head> (not in the page's markup).
describe('PageMeta', () => {
  it('sets the title and the description in the head', () => {
    const { container } = render(<PageMeta title="About Arena" description="What Arena is" />);
    expect(document.title).toBe('About Arena');
    expect(description()).toHaveLength(1);
    expect(description()[0]?.getAttribute('content')).toBe('What Arena is');
    expect(container.querySelector('title, meta')).toBeNull();
  });

  it("replaces the previous page's title and description, and drops a description the next page lacks", () => {
    const { rerender, unmount } = render(<PageMeta title="About Arena" description="What Arena is" />);
    rerender(<PageMeta title="Contact" description="Write to us" />);
    expect(document.title).toBe('Contact');
    expect(description()).toHaveLength(1);
    expect(description()[0]?.getAttribute('content')).toBe('Write to us');
    rerender(<PageMeta title="Wallet" />);
    expect(document.title).toBe('Wallet');
    expect(description()).toHaveLength(0);
    unmount();
  });
});
