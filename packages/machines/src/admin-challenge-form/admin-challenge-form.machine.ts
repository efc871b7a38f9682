import { challengePresets, defaultMinimumParticipants } from '@arena/domain';
import type { ChallengePresetName } from '@arena/domain';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isAuthFailure, messageOf, userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// The operator console's challenge form (issue 12, docs/decisions/0021): create, or edit before start.
//
// (id given) loading → editing | loadFailed (retry → loading); (no id) editing at once.
// editing: field.change, preset.apply (type + duration, entry fee, prizes, max players, game limit, skill
// level of the preset; each stays editable), prize.add / prize.remove / prize.change;
// submit → validate (the site's validator, the contract's schema) → submitting, or back to editing with
// the field errors; submitting → saved (the site goes to the list) | editing with the server's error,
// put on the fields it names | unauthorized (final; the site sends the operator to /join).
// The site provides `loadChallenge`, `saveChallenge` and `goToList`, and `validate` through the input.

export type ChallengeFormField =
  | 'title'
  | 'shortDescription'
  | 'description'
  | 'image'
  | 'gameId'
  | 'type'
  | 'startsAt'
  | 'durationHours'
  | 'entryFee'
  | 'maxPlayers'
  | 'minPlayers'
  | 'gameLimit'
  | 'skillLevel'
  | 'prizes';

export const challengeFormFields: readonly ChallengeFormField[] = [
  'title',
  'shortDescription',
  'description',
  'image',
  'gameId',
  'type',
  'startsAt',
  'durationHours',
  'entryFee',
  'maxPlayers',
  'minPlayers',
  'gameLimit',
  'skillLevel',
  'prizes',
];

/** A prize as typed: its title and its value in USD as text ("10.00"). */
export type ChallengeFormPrize = { title: string; usd: string };

/** What the inputs hold. Numbers stay text until validation; `startsAt` is a datetime-local value. */
export type ChallengeFormValues = {
  title: string;
  shortDescription: string;
  description: string;
  /** A site path or upload URL, or null for the game's image. */
  image: string | null;
  gameId: string;
  type: ChallengePresetName;
  startsAt: string;
  durationHours: string;
  entryFee: string;
  maxPlayers: string;
  /** Fewer players at the start voids it (decision 0029). */
  minPlayers: string;
  gameLimit: string;
  skillLevel: string;
  prizes: ChallengeFormPrize[];
};

/** A field's message: a translation key with params (client rules) or the server's words. */
export type ChallengeFieldMessage =
  | { readonly key: string; readonly params?: Readonly<Record<string, string | number>> }
  | { readonly serverMessage: string };
export type ChallengeFieldErrors = Partial<Record<ChallengeFormField, ChallengeFieldMessage>>;

/** The site's validator: the request body, or the errors of each field. */
export type ChallengeFormValidation =
  | { readonly ok: true; readonly body: unknown }
  | { readonly ok: false; readonly fieldErrors: ChallengeFieldErrors };

export type AdminChallengeFormInput = {
  /** The challenge being edited; absent to create one. */
  id?: string;
  /** The starting values of a new challenge (the game, a start time); the daily preset fills the rest. */
  initial?: Partial<ChallengeFormValues>;
  validate: (values: ChallengeFormValues) => ChallengeFormValidation;
};

export type AdminChallengeFormContext = {
  id: string | null;
  values: ChallengeFormValues;
  fieldErrors: ChallengeFieldErrors;
  /** A failure not tied to a field (or the load failure). */
  error: UserMessage | null;
  /** The id of the saved challenge. */
  savedId: string | null;
  validate: (values: ChallengeFormValues) => ChallengeFormValidation;
};

type TextField = Exclude<ChallengeFormField, 'image' | 'type' | 'prizes'>;

export type AdminChallengeFormEvent =
  | { type: 'field.change'; field: TextField; value: string }
  | { type: 'image.change'; value: string | null }
  | { type: 'preset.apply'; preset: ChallengePresetName }
  | { type: 'prize.add' }
  | { type: 'prize.remove'; index: number }
  | { type: 'prize.change'; index: number; field: keyof ChallengeFormPrize; value: string }
  | { type: 'submit' }
  | { type: 'retry' };

/** USD cents as the form's text: 1000 → "10.00". */
export function centsToUsdText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The fields a preset fills, as the form holds them. */
export function presetValues(name: ChallengePresetName): Partial<ChallengeFormValues> {
  const preset = challengePresets[name];
  return {
    type: name,
    durationHours: String(preset.durationHours),
    entryFee: String(preset.entryFee),
    maxPlayers: String(preset.maxPlayers),
    gameLimit: String(preset.gameLimit),
    skillLevel: String(preset.skillLevel),
    prizes: preset.prizes.map((prize) => ({ title: prize.title, usd: centsToUsdText(prize.valueCents) })),
  };
}

export function emptyChallengeForm(): ChallengeFormValues {
  return {
    title: '',
    shortDescription: '',
    description: '',
    image: null,
    gameId: '',
    startsAt: '',
    ...(presetValues('daily') as Omit<
      ChallengeFormValues,
      'title' | 'shortDescription' | 'description' | 'image' | 'gameId' | 'startsAt' | 'minPlayers'
    >),
    minPlayers: String(defaultMinimumParticipants),
  };
}

const fieldNames: ReadonlySet<string> = new Set(challengeFormFields);

/**
 * The server's 400 message split over the fields it names: "Invalid request: title: is required;
 * prizes.0.valueCents: must be …" → { title: …, prizes: … }. Parts naming no field stay in `rest`.
 */
export function serverFieldErrors(message: string): { fields: ChallengeFieldErrors; rest: string[] } {
  const text = message.replace(/^Invalid request:\s*/, '');
  const fields: ChallengeFieldErrors = {};
  const rest: string[] = [];
  for (const part of text.split(/;\s+/)) {
    const match = /^([A-Za-z]+)(?:\.[\w.]+)?:\s+(.+)$/.exec(part.trim());
    const field = match?.[1];
    if (match && field && fieldNames.has(field)) {
      const name = field as ChallengeFormField;
      if (!fields[name]) fields[name] = { serverMessage: match[2]!.trim() };
    } else if (part.trim()) {
      rest.push(part.trim());
    }
  }
  return { fields, rest };
}

const saveFailed: UserMessage = messageOf('errors.network.connectionError');

export const adminChallengeFormMachine = setup({
  types: {
    context: {} as AdminChallengeFormContext,
    events: {} as AdminChallengeFormEvent,
    input: {} as AdminChallengeFormInput,
  },
  actions: {
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { values: { ...context.values, [event.field]: event.value }, fieldErrors };
    }),
    changeImage: assign(({ context, event }) => {
      assertEvent(event, 'image.change');
      const { image: _cleared, ...fieldErrors } = context.fieldErrors;
      return { values: { ...context.values, image: event.value }, fieldErrors };
    }),
    applyPreset: assign(({ context, event }) => {
      assertEvent(event, 'preset.apply');
      const filled = presetValues(event.preset);
      const fieldErrors = { ...context.fieldErrors };
      for (const field of Object.keys(filled) as ChallengeFormField[]) delete fieldErrors[field];
      return { values: { ...context.values, ...filled }, fieldErrors };
    }),
    addPrize: assign(({ context }) => ({
      values: {
        ...context.values,
        prizes: [...context.values.prizes, { title: '', usd: '' }],
      },
    })),
    removePrize: assign(({ context, event }) => {
      assertEvent(event, 'prize.remove');
      const { prizes: _cleared, ...fieldErrors } = context.fieldErrors;
      return {
        values: { ...context.values, prizes: context.values.prizes.filter((_, i) => i !== event.index) },
        fieldErrors,
      };
    }),
    changePrize: assign(({ context, event }) => {
      assertEvent(event, 'prize.change');
      const { prizes: _cleared, ...fieldErrors } = context.fieldErrors;
      return {
        values: {
          ...context.values,
          prizes: context.values.prizes.map((prize, i) =>
            i === event.index ? { ...prize, [event.field]: event.value } : prize,
          ),
        },
        fieldErrors,
      };
    }),
    takeLoaded: assign((_, params: { values: ChallengeFormValues }) => ({
      values: params.values,
      fieldErrors: {},
      error: null,
    })),
    showValidation: assign(({ context }) => {
      const result = context.validate(context.values);
      return { fieldErrors: result.ok ? {} : result.fieldErrors, error: null };
    }),
    clearErrors: assign({ fieldErrors: {}, error: null }),
    showServerError: assign((_, params: { error: unknown }) => {
      const message = userMessageFrom(params.error, saveFailed);
      if (!('serverMessage' in message)) return { error: message, fieldErrors: {} };
      const { fields, rest } = serverFieldErrors(message.serverMessage);
      const named = Object.keys(fields).length > 0;
      return {
        fieldErrors: fields,
        error: !named ? message : rest.length ? { serverMessage: rest.join('; ') } : null,
      };
    }),
    showLoadError: assign((_, params: { error: unknown }) => ({
      error: userMessageFrom(params.error, saveFailed),
    })),
    keepSavedId: assign((_, params: { id: string }) => ({ savedId: params.id })),
    /** Supplied by the site: back to the list of challenges. */
    goToList: () => {},
  },
  actors: {
    /** GET /api/admin/challenges/{id}, turned into the form's values by the site. */
    loadChallenge: fromPromise<ChallengeFormValues, { id: string }>(async () => {
      throw new Error('loadChallenge actor not provided');
    }),
    /** POST (no id) or PUT (id) /api/admin/challenges; resolves the challenge's id. */
    saveChallenge: fromPromise<{ id: string }, { id: string | null; body: unknown }>(async () => {
      throw new Error('saveChallenge actor not provided');
    }),
  },
  guards: {
    editing: ({ context }) => context.id !== null,
    valid: ({ context }) => context.validate(context.values).ok,
    authFailure: (_, params: { error: unknown }) => isAuthFailure(params.error),
  },
}).createMachine({
  id: 'adminChallengeForm',
  context: ({ input }) => ({
    id: input.id ?? null,
    values: { ...emptyChallengeForm(), ...input.initial },
    fieldErrors: {},
    error: null,
    savedId: null,
    validate: input.validate,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'editing', target: 'loading' }, { target: 'editing' }],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadChallenge',
        input: ({ context }) => ({ id: context.id ?? '' }),
        onDone: {
          target: 'editing',
          actions: { type: 'takeLoaded', params: ({ event }) => ({ values: event.output }) },
        },
        onError: [
          {
            guard: { type: 'authFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'unauthorized',
          },
          {
            target: 'loadFailed',
            actions: { type: 'showLoadError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    loadFailed: {
      on: { retry: 'loading' },
    },
    editing: {
      on: {
        'field.change': { actions: 'changeField' },
        'image.change': { actions: 'changeImage' },
        'preset.apply': { actions: 'applyPreset' },
        'prize.add': { actions: 'addPrize' },
        'prize.remove': { actions: 'removePrize' },
        'prize.change': { actions: 'changePrize' },
        submit: [
          { guard: 'valid', target: 'submitting', actions: 'clearErrors' },
          { actions: 'showValidation' },
        ],
      },
    },
    /** A second submit is ignored while the server answers. */
    submitting: {
      tags: ['busy', 'submitting'],
      invoke: {
        src: 'saveChallenge',
        input: ({ context }) => {
          const result = context.validate(context.values);
          return { id: context.id, body: result.ok ? result.body : null };
        },
        onDone: {
          target: 'saved',
          actions: [{ type: 'keepSavedId', params: ({ event }) => ({ id: event.output.id }) }, 'goToList'],
        },
        onError: [
          {
            guard: { type: 'authFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'unauthorized',
          },
          {
            target: 'editing',
            actions: { type: 'showServerError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    saved: { type: 'final' },
    unauthorized: { type: 'final' },
  },
});
