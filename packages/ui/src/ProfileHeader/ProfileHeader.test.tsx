import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../testing/inLanguage';
import { ProfileHeader } from './ProfileHeader';

describe('ProfileHeader says its own words (issue 32)', () => {
  it('in English: the leaderboard badge and the camera button from en.json', async () => {
    const onPhotoSelected = vi.fn();
    render(
      inLanguage(
        'en',
        <ProfileHeader playerName="Layla Haddad" leaderboardPosition={4} onPhotoSelected={onPhotoSelected} />,
      ),
    );
    expect(screen.getByText('#4 on the leaderboard')).toBeVisible();
    const camera = screen.getByRole('button', { name: 'Change photo' });
    expect(camera).toBeEnabled();
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Change photo', { selector: 'input' }), file);
    expect(onPhotoSelected).toHaveBeenCalledWith(file);
  });

  it('in English: no badge outside the top ten, no camera without a handler', () => {
    render(inLanguage('en', <ProfileHeader playerName="Layla Haddad" leaderboardPosition={11} />));
    expect(screen.queryByText(/on the leaderboard/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change photo' })).toBeNull();
  });

  it('in Arabic: the badge, the camera button and the upload spinner from ar.json', () => {
    render(
      inLanguage(
        'ar',
        <ProfileHeader
          playerName="ليلى حداد"
          leaderboardPosition={1}
          onPhotoSelected={vi.fn()}
          photoUploading
        />,
      ),
    );
    expect(screen.getByText('المركز 1 في لوحة الصدارة')).toBeVisible();
    expect(screen.getByRole('button', { name: 'تغيير الصورة' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ رفع الصورة');
  });
});
