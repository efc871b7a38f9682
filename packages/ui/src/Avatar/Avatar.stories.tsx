import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from './Avatar';
import { imagesLoaded, storyPhotos } from './storyImages';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { src: storyPhotos.photo1, alt: 'Layla Haddad', name: 'Layla Haddad', size: 'lg' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    ring: {
      control: 'select',
      options: [undefined, 'prizeGold', 'prizeSilver', 'prizeBronze', 'accent', 'border'],
    },
  },
  play: async ({ canvasElement }) => imagesLoaded(canvasElement),
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="xl" />
    </div>
  ),
};

export const FallbackLogo: Story = {
  args: { src: null, fallbackSrc: storyPhotos.logo, alt: 'Omar Khalil' },
  play: async ({ canvasElement, canvas }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Omar Khalil' })).toHaveAttribute('src', storyPhotos.logo);
  },
};

export const BrokenPhotoFallsBack: Story = {
  args: { src: '/missing-photo.png', fallbackSrc: storyPhotos.logo, alt: 'Omar Khalil' },
  play: async ({ canvasElement, canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Omar Khalil' })).toHaveAttribute('src', storyPhotos.logo),
    );
    await imagesLoaded(canvasElement);
  },
};

export const Initials: Story = {
  args: { src: undefined, name: 'Night Owl', alt: 'Night Owl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Night Owl' })).toHaveTextContent('NO');
  },
};

export const Rings: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', padding: 4 }}>
      <Avatar {...args} ring="prizeGold" />
      <Avatar {...args} src={storyPhotos.photo2} ring="prizeSilver" />
      <Avatar {...args} src={undefined} name="Night Owl" ring="prizeBronze" />
    </div>
  ),
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: { src: undefined, name: 'ليلى حداد', alt: 'ليلى حداد' },
};

const players = [
  { id: 'u-101', name: 'Layla Haddad' },
  { id: 'u-102', name: 'Night Owl' },
  { id: 'u-103', name: 'Kai' },
  { id: 'u-104', name: 'Omar Khalil' },
  { id: 'u-105', name: 'ProSniper 99' },
  { id: 'u-106', name: 'Zed' },
];

/** No photo: initials on a colour derived from the player's id, the same colour wherever they appear. */
export const GeneratedFromId: Story = {
  args: { src: undefined },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      {players.map((player) => (
        <Avatar {...args} key={player.id} name={player.name} alt={player.name} colorSeed={player.id} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Layla Haddad' })).toHaveTextContent('LH');
    const first = getComputedStyle(canvas.getByRole('img', { name: 'Layla Haddad' })).backgroundColor;
    const colours = players.map(
      (player) => getComputedStyle(canvas.getByRole('img', { name: player.name })).backgroundColor,
    );
    // Not all one colour, and the raised surface is not used.
    await expect(new Set(colours).size).toBeGreaterThan(1);
    await expect(colours[0]).toBe(first);
  },
};

export const GeneratedFromIdRTL: Story = {
  globals: { locale: 'ar' },
  args: { src: undefined, name: 'ليلى حداد', alt: 'ليلى حداد', colorSeed: 'u-101', size: 'xl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'ليلى حداد' })).toHaveTextContent('لح');
  },
};
