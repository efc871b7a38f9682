import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RichText } from './RichText';

const meta = {
  title: 'Admin/RichText',
  component: RichText,
  args: {
    html:
      '<p>One day, one leaderboard: the <strong>best two players</strong> take the daily <em>cash</em> prize.</p>' +
      '<ul><li>Duration: 24 hours</li><li>Entry fee: 10 GCoin</li></ul>' +
      '<ol><li>Join</li><li>Play</li></ol><p><a href="https://arena.example/rules">Read the rules</a></p>',
  },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Allowed markup is kept; every link gets rel and a new tab. */
export const Description: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('best two players').tagName).toBe('STRONG');
    const link = canvas.getByRole('link', { name: 'Read the rules' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** Scripts, handlers, styles, images and javascript: links never reach the page. */
export const Hostile: Story = {
  args: {
    html:
      '<p style="color:red" onclick="alert(1)">Hello<script>alert(1)</script></p>' +
      '<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>' +
      '<p><a href="javascript:alert(1)">click</a> <a href="//evil.example">there</a></p><h1>Big</h1>',
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[dir="auto"]')!;
    await expect(root.innerHTML).toBe(
      '<p>Hello</p><p><a rel="noopener noreferrer nofollow" target="_blank">click</a> <a rel="noopener noreferrer nofollow" target="_blank">there</a></p>Big',
    );
  },
};

export const DescriptionRTL: Story = {
  globals: { locale: 'ar' },
  args: {
    html:
      '<p>يوم واحد ولوحة صدارة واحدة: يحصل <strong>أفضل لاعبَين</strong> على الجائزة النقدية اليومية.</p>' +
      '<ul><li>المدة: 24 ساعة</li><li>رسوم الدخول: 10 GCoin</li></ul>',
  },
};
