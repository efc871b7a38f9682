import styled from '@emotion/styled';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../app/paths';
import { SubscribeForm } from './SubscribeForm';

const Bar = styled.footer(({ theme }) => ({
  marginBlockStart: theme.space[12],
  background: theme.colors.surface,
  borderBlockStart: `${theme.borderWidths.hairline} solid ${theme.colors.border}`,
}));

const Inner = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[8],
  maxInlineSize: 1200,
  marginInline: 'auto',
  padding: `${theme.space[10]} ${theme.space[4]}`,
  [theme.media.tablet]: { gridTemplateColumns: '1fr 1fr' },
}));

const Links = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[2],
}));

const FooterLink = styled(RouterLink)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: theme.touchTarget,
  paddingInline: theme.space[2],
  color: theme.colors.textMuted,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  '&:hover': { color: theme.colors.text },
}));

const Badge = styled.p(({ theme }) => ({
  display: 'inline-flex',
  justifySelf: 'start',
  alignItems: 'center',
  gap: theme.space[2],
  margin: 0,
  paddingBlock: theme.space[1],
  paddingInline: theme.space[3],
  borderRadius: theme.radii.pill,
  border: `${theme.borderWidths.hairline} solid ${theme.colors.border}`,
  color: theme.colors.text,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.semibold,
}));

const Small = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
}));

const Column = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space[4], alignContent: 'start' }));

/** spec §2 Footer: privacy, terms, contact, subscribe form, distributor badge, dynamic copyright year. */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const { t } = useTranslation();
  return (
    <Bar>
      <Inner>
        <Column>
          <nav aria-label={t('footer.navigation')}>
            <Links>
              <li>
                <FooterLink to={paths.privacy.pattern}>{t('footer.privacy')}</FooterLink>
              </li>
              <li>
                <FooterLink to={paths.terms.pattern}>{t('footer.terms')}</FooterLink>
              </li>
              <li>
                <FooterLink to={paths.contact.pattern}>{t('footer.contact')}</FooterLink>
              </li>
            </Links>
          </nav>
          <Badge>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path
                d="M8 1 2 3.5v4C2 11 4.6 14 8 15c3.4-1 6-4 6-7.5v-4L8 1Zm-1 10L4 8l1.1-1.1L7 8.8l3.9-3.9L12 6l-5 5Z"
                fill="currentColor"
              />
            </svg>
            {t('footer.distributor')}
          </Badge>
          <Small>{t('footer.operatedFrom')}</Small>
          <Small>{t('footer.copyright', { year })}</Small>
        </Column>
        <Column>
          <SubscribeForm />
        </Column>
      </Inner>
    </Bar>
  );
}
