import type { PassportStatusCardLabels } from './PassportStatusCard';
import type { PassportUploadDialogLabels } from './PassportUploadDialog';

// The texts the site passes (locales/en.json and ar.json, wallet.passport.*), for stories only.

/** A small drawing of a passport's photo page, as a chosen image's preview. */
export const samplePassportImage =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAGAAAABICAIAAACGBWc0AAAAzklEQVR42u3asQ3CMBBA0UzCIIxCwwZMQp0hMolrGjpKGpbIAAkXKRiEz0/6EzzJPtvycDieFTQgAAQIECBAgAABEiBAPwS6P14VAwToO0Dl9vyTALUJZIl1D1SmK6B1l2WAIp3YqCOgQCcwArQTKOGYBxQBbeq8M7LE7EGAADkHOUnnu4t57gDkueN0GT8JECBAgAA1C5RhzAOyxOxBgAABAuQLnj+KgAQIECBAgHIAjVPpKkC1gQQIECBTzBQzxexBgAAJECBAgAABStkMqWB+hTRCROwAAAAASUVORK5CYII=';

export const cardLabels: PassportStatusCardLabels = {
  title: 'Passport verification',
  loading: 'Loading verification status',
  badge: {
    notVerified: 'Not verified',
    underReview: 'Under review',
    verified: 'Verified',
    rejected: 'Rejected',
  },
  text: {
    notVerified: 'Verify your identity once with your passport before your first withdrawal.',
    underReview: 'Your passport is under review. This usually takes 24 to 48 hours.',
    verified: 'Your passport is verified. You can withdraw your crystals.',
  },
  upload: 'Upload passport',
  uploadAgain: 'Upload again',
  retry: 'Try again',
};

export const cardLabelsAr: PassportStatusCardLabels = {
  title: 'التحقق من جواز السفر',
  loading: 'جارٍ تحميل حالة التحقق',
  badge: { notVerified: 'غير موثّق', underReview: 'قيد المراجعة', verified: 'موثّق', rejected: 'مرفوض' },
  text: {
    notVerified: 'وثّق هويتك مرة واحدة بجواز سفرك قبل أول عملية سحب.',
    underReview: 'جواز سفرك قيد المراجعة. يستغرق ذلك عادةً من 24 إلى 48 ساعة.',
    verified: 'تم توثيق جواز سفرك. يمكنك سحب الكريستالات.',
  },
  upload: 'رفع جواز السفر',
  uploadAgain: 'الرفع مرة أخرى',
  retry: 'حاول مرة أخرى',
};

export const dialogLabels: PassportUploadDialogLabels = {
  title: 'Verify your passport',
  description:
    'Upload a photo or scan of the photo page of your passport. We check it once before your first withdrawal.',
  tipsTitle: 'For a clear photo',
  tips: [
    'Show the whole photo page, with all four corners in the picture.',
    'Use good light and avoid glare on the page.',
    'Keep the text sharp and readable, not blurred.',
    'Do not cover any part of the page with your fingers.',
    'Use a passport that has not expired.',
  ],
  chooseFile: 'Choose a file',
  chooseFileHint: 'JPG, PNG, WEBP or PDF, up to 10 MB',
  dropHint: 'or drop it here',
  previewAlt: 'Preview of your passport',
  fileSize: (megabytes) => `${megabytes} MB`,
  remove: 'Remove',
  upload: 'Upload',
  uploading: 'Uploading your passport…',
  tryAgain: 'Try again',
  cancel: 'Cancel',
  done: 'Done',
  close: 'Close',
  privacy:
    'Your passport is stored encrypted and only our verification team can see it. It is used only to confirm your identity and is deleted some days after the decision.',
};

export const dialogLabelsAr: PassportUploadDialogLabels = {
  title: 'توثيق جواز السفر',
  description: 'ارفع صورة أو نسخة ممسوحة لصفحة الصورة في جواز سفرك. نتحقق منها مرة واحدة قبل أول عملية سحب.',
  tipsTitle: 'للحصول على صورة واضحة',
  tips: [
    'أظهر صفحة الصورة كاملة، مع الزوايا الأربع داخل الصورة.',
    'استخدم إضاءة جيدة وتجنّب الانعكاس على الصفحة.',
    'اجعل النص حادًا ومقروءًا، غير ضبابي.',
    'لا تغطِّ أي جزء من الصفحة بأصابعك.',
    'استخدم جواز سفر غير منتهي الصلاحية.',
  ],
  chooseFile: 'اختر ملفًا',
  chooseFileHint: 'JPG أو PNG أو WEBP أو PDF، حتى 10 ميغابايت',
  dropHint: 'أو أفلته هنا',
  previewAlt: 'معاينة جواز سفرك',
  fileSize: (megabytes) => `${megabytes} ميغابايت`,
  remove: 'إزالة',
  upload: 'رفع',
  uploading: 'جارٍ رفع جواز سفرك…',
  tryAgain: 'حاول مرة أخرى',
  cancel: 'إلغاء',
  done: 'تم',
  close: 'إغلاق',
  privacy:
    'يُخزَّن جواز سفرك مشفّرًا ولا يراه إلا فريق التحقق لدينا. يُستخدم فقط لتأكيد هويتك ويُحذف بعد أيام من القرار.',
};
