import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { imagesLoaded, storyPhotos } from '../Avatar/storyImages';
import { ProfileMenu } from './ProfileMenu';

const meta = {
  title: 'Components/ProfileMenu',
  component: ProfileMenu,
  args: {
    name: 'Layla Haddad',
    photo: null,
    colorSeed: 'u-7',
    tierTone: 'tierGold',
    links: [
      { id: 'profile', href: '/profile' },
      { id: 'publicProfile', href: '/public-profile/u-7' },
      { id: 'referral', href: '/referral' },
      { id: 'about', href: '/about' },
      { id: 'contact', href: '/contact' },
    ],
    communityUrl: 'https://discord.com/invite/arena',
    onNavigate: fn(),
    onLogout: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minBlockSize: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No photo: the generated avatar (initials on the colour of the player's id) in the tier's ring. */
export const GeneratedAvatar: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu for Layla Haddad' });
    await expect(trigger.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'LH');
  },
};

/** Open: the links, the chat and Log out; Escape closes it and gives focus back to the avatar. */
export const Open: Story = {
  args: { photo: storyPhotos.photo1 },
  play: async ({ canvasElement, canvas, args }) => {
    await imagesLoaded(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Account menu for Layla Haddad' });
    await userEvent.click(trigger);
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await userEvent.click(canvas.getByRole('menuitem', { name: 'View public profile' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/public-profile/u-7');
    await userEvent.click(trigger);
  },
};

/** An operator's menu in Arabic: the console link comes before Log out. */
export const OperatorArabic: Story = {
  globals: { locale: 'ar' },
  args: {
    links: [
      { id: 'profile', href: '/profile' },
      { id: 'publicProfile', href: '/public-profile/u-7' },
      { id: 'referral', href: '/referral' },
      { id: 'about', href: '/about' },
      { id: 'contact', href: '/contact' },
      { id: 'console', href: '/admin' },
    ],
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'قائمة حساب Layla Haddad' }));
    const items = canvas.getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'الملف الشخصي',
      'عرض الملف العام',
      'الإحالة',
      'من نحن',
      'اتصل بنا',
      'المجتمع (يفتح في علامة تبويب جديدة)',
      'لوحة التحكم',
      'تسجيل الخروج',
    ]);
    await userEvent.click(canvas.getByRole('menuitem', { name: 'تسجيل الخروج' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'قائمة حساب Layla Haddad' }));
  },
};
