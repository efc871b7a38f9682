import { describe, expect, it } from 'vitest';
import { englishMessages } from '../messages';
import { disconnectReasonMaxLength, displayNameMaxLength, passwordRules } from './account-rules';
import { canConnectBrawlStars, normaliseBrawlStarsTag, validateBrawlStarsTag } from './brawl-stars-tag';
import { canDisconnect, disconnectReasonCounter, validateDisconnectReason } from './disconnect-reason';
import { validateDisplayName } from './display-name';
import { canSubmitPasswordChange, validatePasswordChange, type PasswordChangeInput } from './password-change';
import {
  fileSizeInMegabytes,
  passportUpload,
  profilePhotoUpload,
  validatePassportFile,
  validateProfilePhoto,
  type FileFacts,
} from './upload-files';

const MB = 1024 * 1024;

function codes(result: { ok: boolean; errors?: readonly { code: string }[] }): string[] {
  return result.errors?.map((e) => e.code) ?? [];
}

describe('passport file (spec §5)', () => {
  it('allows JPEG, JPG, PNG, WEBP and PDF up to 10 MB', () => {
    expect(passportUpload.maxBytes).toBe(10_485_760);
    for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'application/pdf']) {
      expect(validatePassportFile({ size: 10 * MB, type }).ok).toBe(true);
    }
    expect(validatePassportFile({ size: 1, type: '', name: 'scan.PDF' }).ok).toBe(true);
  });

  it('uses the spec texts', () => {
    const file: FileFacts = { size: 10 * MB + 1, type: 'image/gif' };
    expect(validatePassportFile(file)).toEqual({
      ok: false,
      errors: [
        { code: 'invalidType', messageKey: 'validation.passport.invalidType', field: 'file' },
        { code: 'fileTooLarge', messageKey: 'validation.passport.fileTooLarge', field: 'file' },
      ],
    });
    expect(englishMessages['validation.passport.fileTooLarge']).toBe('File size must be less than 10MB');
    expect(englishMessages['validation.passport.invalidType']).toBe(
      'Invalid file type. Please upload JPG, PNG, WEBP, or PDF',
    );
    expect(codes(validatePassportFile({ size: 1, type: '', name: 'noextension' }))).toEqual(['invalidType']);
  });
});

describe('profile photo (spec §5)', () => {
  it('allows JPEG, PNG, GIF and WebP up to 5 MB', () => {
    expect(profilePhotoUpload.maxBytes).toBe(5_242_880);
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(validateProfilePhoto({ size: 5 * MB, type }).ok).toBe(true);
    }
    expect(codes(validateProfilePhoto({ size: 5 * MB + 1, type: 'image/png' }))).toEqual(['fileTooLarge']);
    expect(codes(validateProfilePhoto({ size: 1, type: 'application/pdf' }))).toEqual(['invalidType']);
    expect(englishMessages['validation.photo.fileTooLarge']).toBe('Image size must be less than 5MB');
    expect(englishMessages['validation.photo.invalidType']).toBe(
      'Please select a valid image file (JPEG, PNG, GIF, or WebP)',
    );
  });

  it('shows sizes in MB', () => {
    expect(fileSizeInMegabytes(1_572_864)).toBe('1.50');
    expect(fileSizeInMegabytes(10 * MB)).toBe('10.00');
  });
});

describe('display name (spec §5)', () => {
  it('is unchanged when empty or the same once trimmed', () => {
    expect(validateDisplayName('   ', 'Ana')).toEqual({ ok: true, value: { kind: 'unchanged' } });
    expect(validateDisplayName(' Ana ', 'Ana')).toEqual({ ok: true, value: { kind: 'unchanged' } });
  });

  it('changes to a trimmed name of at most 50 characters', () => {
    expect(displayNameMaxLength).toBe(50);
    expect(validateDisplayName(' Ana Maria ', 'Ana')).toEqual({
      ok: true,
      value: { kind: 'changed', name: 'Ana Maria' },
    });
    expect(validateDisplayName('x'.repeat(50), 'Ana').ok).toBe(true);
    expect(validateDisplayName('x'.repeat(51), 'Ana')).toEqual({
      ok: false,
      errors: [
        {
          code: 'tooLong',
          messageKey: 'validation.displayName.tooLong',
          field: 'name',
          params: { count: 50 },
        },
      ],
    });
  });
});

describe('password change (spec §5)', () => {
  const good: PasswordChangeInput = {
    currentPassword: 'old-secret',
    newPassword: 'new-secret',
    confirmPassword: 'new-secret',
  };

  it('passes a good change', () => {
    expect(validatePasswordChange(good)).toEqual({ ok: true, value: good });
    expect(passwordRules).toEqual({ minLength: 8, maxLength: 128 });
  });

  it('names each rule with the spec text', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      ok: false,
      errors: [
        {
          code: 'currentRequired',
          messageKey: 'validation.passwordChange.currentRequired',
          field: 'currentPassword',
        },
        { code: 'newRequired', messageKey: 'validation.passwordChange.newRequired', field: 'newPassword' },
      ],
    });
    expect(
      codes(validatePasswordChange({ ...good, newPassword: '1234567', confirmPassword: '1234567' })),
    ).toEqual(['newTooShort']);
    expect(
      codes(validatePasswordChange({ ...good, newPassword: '12345678', confirmPassword: '12345678' })),
    ).toEqual([]);
    expect(
      codes(validatePasswordChange({ ...good, newPassword: 'old-secret', confirmPassword: 'old-secret' })),
    ).toEqual(['sameAsCurrent']);
    expect(codes(validatePasswordChange({ ...good, confirmPassword: 'new-secreT' }))).toEqual([
      'confirmMismatch',
    ]);
    const long = 'y'.repeat(129);
    expect(codes(validatePasswordChange({ ...good, newPassword: long, confirmPassword: long }))).toEqual([
      'newTooLong',
    ]);
    expect(
      [
        'validation.passwordChange.currentRequired',
        'validation.passwordChange.newRequired',
        'validation.passwordChange.newTooShort',
        'validation.passwordChange.sameAsCurrent',
        'validation.passwordChange.confirmMismatch',
      ].map((key) => englishMessages[key as keyof typeof englishMessages]),
    ).toEqual([
      'Current password is required',
      'New password is required',
      'New password must be at least 8 characters long',
      'New password must be different from current password',
      'New password and confirmation do not match',
    ]);
  });

  it('enables submit once all three are filled', () => {
    expect(canSubmitPasswordChange(good)).toBe(true);
    expect(canSubmitPasswordChange({ ...good, confirmPassword: '' })).toBe(false);
    expect(canSubmitPasswordChange({ ...good, currentPassword: '' })).toBe(false);
  });
});

describe('disconnect reason (spec §5)', () => {
  it('is required once trimmed and at most 500 characters', () => {
    expect(disconnectReasonMaxLength).toBe(500);
    expect(validateDisconnectReason('  ')).toEqual({
      ok: false,
      errors: [
        { code: 'reasonRequired', messageKey: 'validation.disconnect.reasonRequired', field: 'reason' },
      ],
    });
    expect(englishMessages['validation.disconnect.reasonRequired']).toBe(
      'Please provide a reason for disconnecting this account',
    );
    expect(validateDisconnectReason(' wrong account ')).toEqual({
      ok: true,
      value: { reason: 'wrong account' },
    });
    expect(validateDisconnectReason('r'.repeat(500)).ok).toBe(true);
    expect(codes(validateDisconnectReason('r'.repeat(501)))).toEqual(['reasonTooLong']);
  });

  it('counts characters', () => {
    expect(disconnectReasonCounter('hello')).toEqual({ count: 5, max: 500, remaining: 495, over: false });
    expect(disconnectReasonCounter('r'.repeat(501))).toEqual({
      count: 501,
      max: 500,
      remaining: 0,
      over: true,
    });
  });

  it('disables disconnecting with none left', () => {
    expect(canDisconnect(0)).toBe(false);
    expect(canDisconnect(3)).toBe(true);
  });
});

describe('Brawl Stars tag (spec §5)', () => {
  it('strips the #, upper-cases and adds # back to send', () => {
    expect(normaliseBrawlStarsTag(' #2pp9 ')).toBe('2PP9');
    expect(validateBrawlStarsTag('#2pp9')).toEqual({ ok: true, value: { playerTag: '#2PP9' } });
    expect(validateBrawlStarsTag('vljc2890ug')).toEqual({ ok: true, value: { playerTag: '#VLJC2890UG' } });
  });

  it('needs 3-12 characters of 0289PYLQGRJCUV', () => {
    expect(validateBrawlStarsTag('#22').ok).toBe(false);
    expect(validateBrawlStarsTag('222').ok).toBe(true);
    expect(validateBrawlStarsTag('2'.repeat(12)).ok).toBe(true);
    expect(codes(validateBrawlStarsTag('2'.repeat(13)))).toEqual(['tagInvalid']);
    expect(codes(validateBrawlStarsTag('ABC1'))).toEqual(['tagInvalid']);
    expect(codes(validateBrawlStarsTag('#'))).toEqual(['tagRequired']);
  });

  it('disables Connect when empty or blank', () => {
    expect(canConnectBrawlStars('')).toBe(false);
    expect(canConnectBrawlStars('   ')).toBe(false);
    expect(canConnectBrawlStars('#2PP')).toBe(true);
  });
});
