import { adminImageMaxBytes } from '@arena/contract';
import { challengePresetNames, challengePresets } from '@arena/domain';
import type { ChallengePresetName } from '@arena/domain';
import { adminChallengeFormMachine, adminOperationMachine, isSubmitting } from '@arena/machines';
import type { AdminChallengeFormEvent } from '@arena/machines';
import {
  AdminActions,
  AdminDateTimeField,
  AdminFieldError,
  AdminFieldHint,
  AdminFieldRow,
  AdminFieldset,
  AdminForm,
  AdminImageField,
  adminImageTypes,
  Button,
  MessageBanner,
  SelectField,
  TextField,
} from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { paths } from '../../app/paths';
import { useLoad } from '../../data/useLoad';
import { useMessageText } from '../../i18n/useMessage';
import { useApi } from '../../session/ApiContext';
import { AdminLayout } from './AdminLayout';
import { call } from './admin-api';
import { useFieldText } from './admin-fields';
import { adminPaths } from './admin-paths';
import {
  toLocalInput,
  translationsBody,
  validateChallengeForm,
  valuesFromChallenge,
} from './challenge-form-values';
import { ChallengeWordsFields, useTranslationsState } from './ChallengeWordsFields';
import { savedChallengeState } from './saved-challenge';

type FieldName = Extract<AdminChallengeFormEvent, { type: 'field.change' }>['field'];

/** The file's type and size are checked before any request, so a wrong file says why at once. */
function imageProblem(file: File): string | null {
  if (!(adminImageTypes as readonly string[]).includes(file.type)) return 'admin.challenges.form.imageType';
  if (file.size > adminImageMaxBytes) return 'admin.challenges.form.imageTooLarge';
  return null;
}

/** The next whole hour (a sensible default start for a new challenge), as a datetime-local value. */
function nextHour(): string {
  const date = new Date();
  date.setMinutes(60, 0, 0);
  return toLocalInput(date.toISOString());
}

/** /admin/challenges/new and /admin/challenges/:id — create, or edit before start (decision 0021). */
export default function ChallengeFormPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = useMessageText();
  const fieldText = useFieldText();
  const api = useApi();
  const gamesLoad = useLoad('admin-games', () => api.adminGames());
  const games = useMemo(() => (gamesLoad.status === 'ready' ? gamesLoad.data.data : []), [gamesLoad]);
  // Arabic, Hindi and Urdu words (decision 0058): kept here beside the machine's English values.
  const [translations, setTranslations, currentTranslations] = useTranslationsState();

  const machine = useMemo(
    () =>
      adminChallengeFormMachine.provide({
        actions: {
          // Back to the list, which says what was done (a toast) and shows the challenge (issue 34).
          goToList: ({ context }) =>
            void navigate(adminPaths.challenges, {
              state: savedChallengeState({
                id: context.savedId ?? '',
                title: context.values.title.trim(),
                created: context.id === null,
              }),
            }),
        },
        actors: {
          loadChallenge: fromPromise(async ({ input }) => {
            const challenge = (await call(api.adminChallenge(input.id), 'adminChallenge')).data;
            setTranslations(challenge.translations ?? {});
            return valuesFromChallenge(challenge);
          }),
          saveChallenge: fromPromise(async ({ input }) => {
            const body = {
              ...(input.body as Parameters<typeof api.createChallenge>[0]),
              translations: translationsBody(currentTranslations()),
            };
            if (input.id) {
              return { id: (await call(api.updateChallenge(input.id, body), 'updateChallenge')).data.id };
            }
            return (await call(api.createChallenge(body), 'createChallenge')).data;
          }),
        },
      }),
    [navigate, api, currentTranslations, setTranslations],
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      ...(id ? { id } : {}),
      initial: { startsAt: nextHour() },
      validate: validateChallengeForm,
    },
  });
  const { values, fieldErrors, error } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const submitting = isSubmitting(snapshot);

  // The challenge's own image: uploaded first (the server checks its type and size again), then set.
  const uploadMachine = useMemo(
    () =>
      adminOperationMachine.provide({
        actors: {
          perform: fromPromise(async ({ input }) => {
            const file = input.input as File;
            if (imageProblem(file)) throw new Error('wrong file');
            const answer = await call(api.uploadAdminImage(file, file.name), 'uploadAdminImage');
            send({ type: 'image.change', value: answer.url });
            return answer.url;
          }),
        },
      }),
    [api, send],
  );
  const [upload, sendUpload] = useMachine(uploadMachine);

  // A new challenge's game: the first one, once the games are known.
  useEffect(() => {
    if (!id && !values.gameId && games[0]) {
      send({ type: 'field.change', field: 'gameId', value: games[0].id });
    }
  }, [id, games, values.gameId, send]);

  const title = id ? t('admin.challenges.form.editTitle') : t('admin.challenges.form.newTitle');

  if (snapshot.matches('unauthorized')) return <Navigate to={paths.join.pattern} replace />;
  if (snapshot.matches('loadFailed')) {
    return (
      <AdminLayout title={title}>
        <MessageBanner
          tone="error"
          role="alert"
          action={<Button onClick={() => send({ type: 'retry' })}>{t('admin.common.retry')}</Button>}
        >
          {text(error)}
        </MessageBanner>
      </AdminLayout>
    );
  }

  const change = (field: FieldName) => (value: string) => send({ type: 'field.change', field, value });
  const game = games.find((g) => g.id === values.gameId);
  const preset = challengePresets[values.type];
  const errorOf = (field: keyof typeof fieldErrors) => fieldText(fieldErrors[field]);
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const uploadError = (() => {
    if (!upload.matches('failed')) return null;
    const wrong = imageProblem(upload.context.input as File);
    return wrong ? t(wrong) : text(upload.context.error);
  })();

  return (
    <AdminLayout title={title}>
      <AdminForm busy={busy} onSubmit={() => send({ type: 'submit' })}>
        {error ? (
          <MessageBanner tone="error" role="alert">
            {text(error)}
          </MessageBanner>
        ) : null}
        <ChallengeWordsFields
          english={values}
          errors={{
            title: errorOf('title'),
            shortDescription: errorOf('shortDescription'),
            description: errorOf('description'),
          }}
          onEnglish={(field, value) => change(field)(value)}
          translations={translations}
          onTranslation={(language, field, value) =>
            setTranslations((now) => ({ ...now, [language]: { ...now[language], [field]: value } }))
          }
          busy={busy}
        />
        <AdminImageField
          label={t('admin.challenges.form.image')}
          src={values.image ?? game?.image ?? '/favicon.svg'}
          alt={t('admin.challenges.form.imagePreview')}
          uploading={upload.hasTag('busy')}
          disabled={busy}
          error={uploadError ?? errorOf('image')}
          onFile={(file) => sendUpload({ type: 'start', target: { id: 'image' }, input: file })}
          onReset={values.image ? () => send({ type: 'image.change', value: null }) : undefined}
        />
        <AdminFieldRow>
          <SelectField
            label={t('admin.challenges.form.game')}
            options={games.map((g) => ({ value: g.id, label: g.name }))}
            value={values.gameId}
            onChange={change('gameId')}
            error={errorOf('gameId')}
            disabled={busy}
          />
          <SelectField
            label={t('admin.challenges.form.type')}
            hint={t('admin.challenges.form.typeHint')}
            options={challengePresetNames.map((name) => ({
              value: name,
              label: t(`admin.challenges.types.${name}`),
            }))}
            value={values.type}
            onChange={(value) => send({ type: 'preset.apply', preset: value as ChallengePresetName })}
            error={errorOf('type')}
            disabled={busy}
          />
        </AdminFieldRow>
        <AdminFieldRow>
          <AdminDateTimeField
            label={t('admin.challenges.form.startsAt')}
            hint={t('admin.challenges.form.startsAtHint', { zone: timeZone })}
            value={values.startsAt}
            onChange={change('startsAt')}
            error={errorOf('startsAt')}
            disabled={busy}
          />
          <TextField
            type="number"
            inputMode="numeric"
            min="1"
            label={t('admin.challenges.form.durationHours')}
            value={values.durationHours}
            onChange={change('durationHours')}
            error={errorOf('durationHours')}
            disabled={busy}
          />
          <TextField
            type="number"
            inputMode="numeric"
            min="0"
            label={t('admin.challenges.form.entryFee')}
            value={values.entryFee}
            onChange={change('entryFee')}
            error={errorOf('entryFee')}
            disabled={busy}
          />
        </AdminFieldRow>
        <AdminFieldRow>
          <TextField
            type="number"
            inputMode="numeric"
            min="1"
            label={t('admin.challenges.form.maxPlayers')}
            value={values.maxPlayers}
            onChange={change('maxPlayers')}
            error={errorOf('maxPlayers')}
            disabled={busy}
          />
          <TextField
            type="number"
            inputMode="numeric"
            min="1"
            label={t('admin.challenges.form.minPlayers')}
            hint={t('admin.challenges.form.minPlayersHint')}
            value={values.minPlayers}
            onChange={change('minPlayers')}
            error={errorOf('minPlayers')}
            disabled={busy}
          />
          <TextField
            type="number"
            inputMode="numeric"
            min="0"
            label={t('admin.challenges.form.gameLimit')}
            hint={t('admin.challenges.form.gameLimitHint')}
            value={values.gameLimit}
            onChange={change('gameLimit')}
            error={errorOf('gameLimit')}
            disabled={busy}
          />
          <TextField
            type="number"
            inputMode="numeric"
            min="1"
            max="18"
            label={t('admin.challenges.form.skillLevel')}
            value={values.skillLevel}
            onChange={change('skillLevel')}
            error={errorOf('skillLevel')}
            disabled={busy}
          />
        </AdminFieldRow>
        <AdminFieldset legend={t('admin.challenges.form.prizes')}>
          <AdminFieldHint>
            {t('admin.challenges.form.xp', {
              participation: preset.xp.participation,
              placement: preset.xp.placement.join(' / '),
            })}
          </AdminFieldHint>
          {values.prizes.length === 0 ? (
            <AdminFieldHint>{t('admin.challenges.form.noPrizes')}</AdminFieldHint>
          ) : null}
          {values.prizes.map((prize, index) => (
            <AdminFieldRow variant="prize" key={index}>
              <TextField
                label={t('admin.challenges.form.prizeTitle', { rank: index + 1 })}
                value={prize.title}
                onChange={(value) => send({ type: 'prize.change', index, field: 'title', value })}
                disabled={busy}
              />
              <TextField
                inputMode="decimal"
                label={t('admin.challenges.form.prizeUsd', { rank: index + 1 })}
                value={prize.usd}
                onChange={(value) => send({ type: 'prize.change', index, field: 'usd', value })}
                disabled={busy}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('admin.challenges.form.removePrize', { rank: index + 1 })}
                onClick={() => send({ type: 'prize.remove', index })}
                disabled={busy}
              >
                {t('admin.challenges.form.remove')}
              </Button>
            </AdminFieldRow>
          ))}
          {errorOf('prizes') ? <AdminFieldError>{errorOf('prizes')}</AdminFieldError> : null}
          <div>
            <Button variant="secondary" size="sm" onClick={() => send({ type: 'prize.add' })} disabled={busy}>
              {t('admin.challenges.form.addPrize')}
            </Button>
          </div>
        </AdminFieldset>
        <AdminActions>
          <Button type="submit" loading={submitting} disabled={busy}>
            {id ? t('admin.challenges.form.save') : t('admin.challenges.form.create')}
          </Button>
          <Button variant="secondary" onClick={() => void navigate(adminPaths.challenges)}>
            {t('admin.common.cancel')}
          </Button>
        </AdminActions>
      </AdminForm>
    </AdminLayout>
  );
}
