import styled from '@emotion/styled';
import { validateSubscribeEmail } from '@arena/domain';
import { Button, TextField } from '@arena/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

const Form = styled.form(({ theme }) => ({ display: 'grid', gap: theme.space[3] }));

const Title = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.lg }));

const Row = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[2],
  [theme.media.tablet]: { gridTemplateColumns: '1fr auto', alignItems: 'end' },
}));

const Success = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.success }));

/** spec §2 Footer subscribe and §5: a simple {email} pattern; nothing is sent to a server. */
export function SubscribeForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [subscribed, setSubscribed] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateSubscribeEmail(email);
    if (!result.ok) {
      setError(t(result.errors[0]?.messageKey ?? 'validation.subscribe.invalidEmail'));
      setSubscribed(false);
      return;
    }
    setError(null);
    setSubscribed(true);
    setEmail('');
  }

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="subscribe-title">
      <Title id="subscribe-title">{t('footer.subscribeTitle')}</Title>
      <Row>
        <TextField
          label={t('footer.subscribeLabel')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(value) => setEmail(value)}
          error={error ?? undefined}
        />
        <Button type="submit" variant="secondary">
          {t('footer.subscribeButton')}
        </Button>
      </Row>
      <div role="status">{subscribed ? <Success>{t('footer.subscribeSuccess')}</Success> : null}</div>
    </Form>
  );
}
