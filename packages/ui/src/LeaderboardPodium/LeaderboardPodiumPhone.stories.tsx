import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { imagesLoaded, storyPhotos } from '../Avatar/storyImages';
import { LeaderboardPodium } from './LeaderboardPodium';

// Issue 34 row 13: on a phone the podium cut ordinary names after a few letters ('Layla H…', 'Night…').
// At the design width (360 px, narrower than the 390 px phone of the report) every name here is read
// in full: it wraps onto a second line where it needs one, and nothing is hidden.
const players = [
  { id: 'u-301', rank: 1, name: 'Layla Haddad', photo: storyPhotos.photo1 },
  { id: 'u-118', rank: 2, name: 'NightOwl', photo: storyPhotos.photo2 },
  { id: 'u-452', rank: 3, name: 'Kenji Sato', photo: null },
  { id: 'u-027', rank: 4, name: 'Amara Okafor', photo: storyPhotos.photo2 },
  { id: 'u-990', rank: 5, name: 'Diego Ramos', photo: null },
];

const meta = {
  title: 'Landing/LeaderboardPodium (phone names)',
  component: LeaderboardPodium,
  globals: { viewport: { value: 'arenaMobile', isRotated: false } },
  args: {
    label: 'Top players',
    entries: players,
    hrefFor: (id: string) => `/public-profile/${id}`,
    fallbackPhotoSrc: storyPhotos.logo,
  },
} satisfies Meta<typeof LeaderboardPodium>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each shown name: all of it fits its box (no line beyond the second, nothing past the edge). */
async function expectNamesWhole(root: HTMLElement, names: readonly string[]) {
  const shown = [...root.querySelectorAll<HTMLElement>('li span[dir="auto"]')];
  await expect(shown.map((name) => name.getAttribute('title')).sort()).toEqual([...names].sort());
  for (const name of shown) {
    await expect(name.textContent).toBe(name.getAttribute('title'));
    await expect(name.scrollHeight, name.textContent ?? '').toBeLessThanOrEqual(name.clientHeight);
    await expect(name.scrollWidth, name.textContent ?? '').toBeLessThanOrEqual(name.clientWidth);
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

export const PhoneNames: Story = {
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expectNamesWhole(
      canvasElement,
      players.map((player) => player.name),
    );
    // Two words in a narrow column: on two lines, not cut.
    const amara = canvasElement.querySelector<HTMLElement>('[data-rank="4"] span[dir="auto"]');
    await expect(amara?.getClientRects().length).toBe(1);
    await expect(amara!.clientHeight).toBeGreaterThan(parseFloat(getComputedStyle(amara!).lineHeight));
  },
};

const arabicNames = ['ليلى حداد', 'بومة الليل', 'كينجي ساتو', 'أمارا أوكافور', 'دييغو راموس'];

export const PhoneNamesRTL: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'أفضل اللاعبين',
    entries: players.map((player, index) => ({ ...player, name: arabicNames[index] ?? player.name })),
  },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expectNamesWhole(canvasElement, arabicNames);
    const first = canvasElement.querySelector<HTMLElement>('[data-rank="1"] span[dir="auto"]');
    await expect(getComputedStyle(first!).direction).toBe('rtl');
  },
};
