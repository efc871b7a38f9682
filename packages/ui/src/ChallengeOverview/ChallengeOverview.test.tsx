import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../testing/inLanguage';
import { ChallengeOverview, type ChallengeOverviewProps } from './ChallengeOverview';

const props: ChallengeOverviewProps = {
  back: <a href="/challenges">back</a>,
  gameId: 'lol',
  title: 'Weekend Cup',
  type: 'main',
  prizePool: '$150.00',
  facts: [],
  dateLine: 'Ends 1 Mar 2026',
  descriptionHtml: '<p>Play.</p>',
  children: null,
};

describe('the challenge stage says its own words (issue 32)', () => {
  it('in English: the type, the prize pool and, when registered, that the reader is registered', () => {
    const { rerender } = render(inLanguage('en', <ChallengeOverview {...props} />));
    expect(screen.getByText('Premium')).toBeVisible();
    expect(screen.getByText('Prize pool')).toBeVisible();
    expect(screen.getByText('$150.00')).toBeVisible();
    expect(screen.queryByText('You are registered')).not.toBeInTheDocument();
    rerender(inLanguage('en', <ChallengeOverview {...props} type="daily" registered />));
    expect(screen.getByText('Daily')).toBeVisible();
    expect(screen.getByText('You are registered')).toBeVisible();
  });

  it('in Arabic: the words of ar.json', () => {
    render(inLanguage('ar', <ChallengeOverview {...props} type="booster" registered />));
    expect(screen.getByText('معزّز الخبرة')).toBeVisible();
    expect(screen.getByText('مجموع الجوائز')).toBeVisible();
    expect(screen.getByText('أنت مسجّل')).toBeVisible();
  });
});
