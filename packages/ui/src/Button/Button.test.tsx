import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ArenaThemeProvider } from '../ArenaThemeProvider';
import { Button } from './Button';

const wrap = (ui: React.ReactNode) => render(<ArenaThemeProvider lang="en">{ui}</ArenaThemeProvider>);

describe('Button', () => {
  it('is a type=button by default and calls onClick', async () => {
    const onClick = vi.fn();
    wrap(<Button onClick={onClick}>Join</Button>);
    const button = screen.getByRole('button', { name: 'Join' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading is busy, keeps its name and ignores presses', async () => {
    const onClick = vi.fn();
    wrap(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a link with href, or the component passed as `as`', () => {
    function RouterLink({
      to,
      children,
      ...rest
    }: {
      to: string;
      children?: React.ReactNode;
      className?: string;
    }) {
      return (
        <a href={`#${to}`} {...rest}>
          {children}
        </a>
      );
    }
    wrap(
      <>
        <Button href="/challenges">Browse</Button>
        <Button as={RouterLink} to="/wallet">
          Wallet
        </Button>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Browse' })).toHaveAttribute('href', '/challenges');
    expect(screen.getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '#/wallet');
  });
});
