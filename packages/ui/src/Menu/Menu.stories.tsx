import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Avatar } from '../Avatar';
import { imagesLoaded, storyPhotos } from '../Avatar/storyImages';
import { Menu } from './Menu';

const trigger = (
  <>
    <Avatar src={storyPhotos.photo1} alt="" size="sm" />
    <span>Layla</span>
  </>
);

const meta = {
  title: 'Components/Menu',
  component: Menu,
  args: {
    trigger,
    items: [
      { id: 'profile', label: 'Profile', href: '/profile' },
      { id: 'public', label: 'View public profile', href: '/public-profile/u-301' },
      { id: 'logout', label: 'Log out', onSelect: fn(), tone: 'danger' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minBlockSize: 200 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => imagesLoaded(canvasElement),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = {
  play: async ({ canvasElement, canvas }) => {
    await imagesLoaded(canvasElement);
    const button = canvas.getByRole('button', { name: 'Layla' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    await imagesLoaded(canvasElement);
    const button = canvas.getByRole('button', { name: 'Layla' });
    button.focus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Log out' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.items[2]?.onSelect).toHaveBeenCalled();
    await expect(button).toHaveFocus();
    button.blur();
  },
};

/** An avatar alone needs a name of its own. */
export const AvatarOnly: Story = {
  args: { trigger: <Avatar src={storyPhotos.photo1} alt="" size="sm" />, triggerLabel: 'Account menu' },
  play: async ({ canvasElement, canvas }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Account menu' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    trigger: (
      <>
        <Avatar src={storyPhotos.photo1} alt="" size="sm" />
        <span>ليلى</span>
      </>
    ),
    items: [
      { id: 'profile', label: 'الملف الشخصي', href: '/profile' },
      { id: 'public', label: 'عرض الملف العام', href: '/public-profile/u-301' },
      { id: 'logout', label: 'تسجيل الخروج', onSelect: fn(), tone: 'danger' },
    ],
  },
  play: async ({ canvasElement, canvas }) => {
    await imagesLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ليلى' }));
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'الملف الشخصي' })).toHaveFocus());
  },
};
