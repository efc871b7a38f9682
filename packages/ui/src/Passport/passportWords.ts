import { passportReviewHours, passportUpload } from '@arena/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageTone } from '../MessageBanner';

export interface PassportStatusCardLabels {
  /** e.g. 'Passport verification'. */
  title: string;
  /** Announced while the status loads. */
  loading: string;
  /** The badge of each state, e.g. 'Not verified', 'Under review', 'Verified', 'Rejected'. */
  badge: Record<'notVerified' | 'underReview' | 'verified' | 'rejected', string>;
  /** The line under the badge, e.g. 'Verify your identity once to withdraw your crystals.' */
  text: Record<'notVerified' | 'underReview' | 'verified', string>;
  /** e.g. 'Upload passport'. */
  upload: string;
  /** e.g. 'Upload again'. */
  uploadAgain: string;
  /** e.g. 'Try again' (reload the status). */
  retry: string;
}

export interface PassportUploadDialogLabels {
  /** e.g. 'Verify your passport'. */
  title: string;
  /** The dialog's description (spec §2). */
  description: string;
  /** e.g. 'For a clear photo'. */
  tipsTitle: string;
  /** Five photo tips (spec §2). */
  tips: readonly string[];
  /** The chooser's name, e.g. 'Choose a file'. */
  chooseFile: string;
  /** e.g. 'JPG, PNG, WEBP or PDF, up to 10 MB'. */
  chooseFileHint: string;
  /** e.g. 'or drop it here'. */
  dropHint?: string;
  /** The image preview's text alternative, e.g. 'Preview of your passport'. */
  previewAlt: string;
  /** The size line, e.g. (2.40) → '2.40 MB'. */
  fileSize: (megabytes: string) => string;
  /** e.g. 'Remove'. */
  remove: string;
  /** e.g. 'Upload'. */
  upload: string;
  /** Announced while uploading, e.g. 'Uploading your passport'. */
  uploading: string;
  /** e.g. 'Try again'. */
  tryAgain: string;
  /** e.g. 'Cancel' before an upload, 'Done' after. */
  cancel: string;
  done: string;
  /** The close button's name. */
  close: string;
  /** spec §2: the privacy note. */
  privacy: string;
}

// The passport card's and upload dialog's own words in the reader's language (wallet.passport.* in the
// locale files): they say these themselves (decision 0024, issue 32: no words from the page).

const hours = { min: passportReviewHours.min, max: passportReviewHours.max };
const megabyte = 1024 * 1024;
const tipKeys = ['1', '2', '3', '4', '5'] as const;

export function usePassportCardWords(): PassportStatusCardLabels {
  const { t } = useTranslation();
  return {
    title: t('wallet.passport.title'),
    loading: t('wallet.passport.loading'),
    badge: {
      notVerified: t('wallet.passport.badge.notVerified'),
      underReview: t('wallet.passport.badge.underReview'),
      verified: t('wallet.passport.badge.verified'),
      rejected: t('wallet.passport.badge.rejected'),
    },
    text: {
      notVerified: t('wallet.passport.text.notVerified'),
      underReview: t('wallet.passport.text.underReview', hours),
      verified: t('wallet.passport.text.verified'),
    },
    upload: t('wallet.passport.upload'),
    uploadAgain: t('wallet.passport.uploadAgain'),
    retry: t('wallet.passport.retry'),
  };
}

export function usePassportDialogWords(): PassportUploadDialogLabels {
  const { t } = useTranslation();
  return {
    title: t('wallet.passport.dialog.title'),
    description: t('wallet.passport.dialog.description'),
    tipsTitle: t('wallet.passport.dialog.tipsTitle'),
    tips: tipKeys.map((key) => t(`wallet.passport.dialog.tips.${key}`)),
    chooseFile: t('wallet.passport.dialog.chooseFile'),
    chooseFileHint: t('wallet.passport.dialog.chooseFileHint', { max: passportUpload.maxBytes / megabyte }),
    dropHint: t('wallet.passport.dialog.dropHint'),
    previewAlt: t('wallet.passport.dialog.previewAlt'),
    fileSize: (size) => t('wallet.passport.dialog.fileSize', { size }),
    remove: t('wallet.passport.dialog.remove'),
    upload: t('wallet.passport.dialog.upload'),
    uploading: t('wallet.passport.dialog.uploading'),
    tryAgain: t('wallet.passport.dialog.tryAgain'),
    cancel: t('wallet.passport.dialog.cancel'),
    done: t('wallet.passport.dialog.done'),
    close: t('wallet.passport.dialog.close'),
    privacy: t('wallet.passport.dialog.privacy'),
  };
}

/**
 * The upload dialog's status banner, by what happened: verified, under review (the review-time note), or
 * rejected with the reason and failed with the message (the server's words, already in the reader's
 * language); the dialog says the titles.
 */
export type PassportUploadBanner =
  | { kind: 'verified' }
  | { kind: 'underReview' }
  | { kind: 'rejected'; reason: ReactNode }
  | { kind: 'failed'; message: ReactNode };

export function usePassportBannerWords(): (banner: PassportUploadBanner) => {
  tone: MessageTone;
  title: string;
  message: ReactNode;
} {
  const { t } = useTranslation();
  return (banner) => {
    switch (banner.kind) {
      case 'verified':
        return {
          tone: 'success',
          title: t('wallet.passport.dialog.verifiedTitle'),
          message: t('wallet.passport.text.verified'),
        };
      case 'underReview':
        return {
          tone: 'info',
          title: t('wallet.passport.dialog.reviewTitle'),
          message: t('wallet.passport.text.underReview', hours),
        };
      case 'rejected':
        return { tone: 'error', title: t('wallet.passport.dialog.rejectedTitle'), message: banner.reason };
      case 'failed':
        return { tone: 'error', title: t('errors.fallback.uploadFailed'), message: banner.message };
    }
  };
}
