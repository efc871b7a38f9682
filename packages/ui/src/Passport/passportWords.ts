import { passportReviewHours, passportUpload } from '@arena/domain';
import { useTranslation } from 'react-i18next';
import type { PassportStatusCardLabels } from './PassportStatusCard';
import type { PassportUploadDialogLabels } from './PassportUploadDialog';

// The passport card's and upload dialog's own words in the reader's language (wallet.passport.* in the
// locale files): they say these unless their `labels` prop gives others (decision 0024).

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
