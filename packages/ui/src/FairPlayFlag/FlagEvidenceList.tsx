import { css, useTheme } from '@emotion/react';
import { formatCount, type FairPlaySignal } from '@arena/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminFacts, AdminLtr, AdminMuted, AdminSectionHeading } from '../AdminLayout';

export interface FlagEvidenceItem {
  /** Unique within the flag, e.g. `${signal}:${value}`. */
  id: string;
  signal: FairPlaySignal;
  /** The shared value in its safe form: a device id, an address, an email, a card fingerprint. */
  value: string;
  /** When first and last seen, already formatted in the operator's language. */
  firstSeen: string;
  lastSeen: string;
  /** How many times the signal was seen. */
  count: number;
  /** The names of the accounts it links. */
  accounts: readonly string[];
}

export interface FlagEvidenceListProps {
  evidence: readonly FlagEvidenceItem[];
}

/**
 * A fair-play flag's evidence (issue 30, decision 0050): one entry per signal and shared value, the kind
 * of signal in words as its heading, then the shared value (kept left to right), when it was first and
 * last seen, how many times, and the accounts it links. A region named "Evidence".
 */
export function FlagEvidenceList({ evidence }: FlagEvidenceListProps) {
  const theme = useTheme();
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const list = new Intl.ListFormat(i18n.language, { style: 'short', type: 'unit' });
  return (
    <section
      aria-labelledby={headingId}
      css={css({ display: 'grid', gap: theme.space[3], minInlineSize: 0 })}
    >
      <AdminSectionHeading id={headingId}>{t('admin.flags.evidence.label')}</AdminSectionHeading>
      {evidence.length === 0 ? (
        <AdminMuted>{t('admin.flags.evidence.empty')}</AdminMuted>
      ) : (
        <ul
          css={css({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: theme.space[3],
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))',
          })}
        >
          {evidence.map((item) => (
            <li
              key={item.id}
              css={css({
                display: 'grid',
                gap: theme.space[2],
                alignContent: 'start',
                minInlineSize: 0,
                padding: theme.space[4],
                background: theme.colors.surface,
                border: `${theme.borderWidths.hairline} solid ${theme.colors.border}`,
                borderInlineStart: `${theme.space[1]} solid ${theme.colors.warning}`,
                borderRadius: theme.radii.md,
              })}
            >
              <h3 css={css({ margin: 0, fontSize: theme.fontSizes.md })}>
                {t(`admin.flags.signal.${item.signal}`)}
              </h3>
              <AdminFacts
                items={[
                  {
                    id: 'value',
                    label: t('admin.flags.evidence.value'),
                    value: <AdminLtr>{item.value}</AdminLtr>,
                  },
                  { id: 'firstSeen', label: t('admin.flags.evidence.firstSeen'), value: item.firstSeen },
                  { id: 'lastSeen', label: t('admin.flags.evidence.lastSeen'), value: item.lastSeen },
                  { id: 'count', label: t('admin.flags.evidence.count'), value: formatCount(item.count) },
                  {
                    id: 'accounts',
                    label: t('admin.flags.evidence.accounts'),
                    // "Huda, Omar" in the reader's list style, each name isolated.
                    value: list
                      .formatToParts(item.accounts)
                      .map((part, index) =>
                        part.type === 'element' ? <bdi key={index}>{part.value}</bdi> : part.value,
                      ),
                  },
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
