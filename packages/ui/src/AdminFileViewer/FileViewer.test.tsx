import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../testing/inLanguage';
import { FileViewer } from './FileViewer';

const pdf = { url: 'blob:passport', mimeType: 'application/pdf', name: 'passport.pdf' };

describe('FileViewer says its own words (issue 32)', () => {
  it('in English: loading, the failed fetch with its retry, and a PDF with its download link', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(inLanguage('en', <FileViewer file={null} />));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the file…');

    rerender(inLanguage('en', <FileViewer file={null} error="Gone." onRetry={onRetry} />));
    expect(screen.getByRole('alert')).toHaveTextContent('The file could not be shown');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();

    rerender(inLanguage('en', <FileViewer file={pdf} />));
    expect(screen.getByRole('link', { name: 'Download passport.pdf' })).toHaveAttribute('href', pdf.url);
    expect(screen.getByText('This browser cannot show PDF files here.')).toBeInTheDocument();
  });

  it('in Arabic: the words of ar.json', () => {
    const { rerender } = render(inLanguage('ar', <FileViewer file={null} error="x" onRetry={vi.fn()} />));
    expect(screen.getByRole('alert')).toHaveTextContent('تعذّر عرض الملف');
    expect(screen.getByRole('button', { name: 'أعد المحاولة' })).toBeVisible();
    rerender(inLanguage('ar', <FileViewer file={pdf} />));
    expect(screen.getByRole('link', { name: 'تنزيل passport.pdf' })).toBeVisible();
  });
});
