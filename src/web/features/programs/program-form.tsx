import { CalendarClock, CreditCard } from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { localTimeZone, todayIn } from '../../../shared/delivery-date';
import {
  type TProgramBookingQueryInput,
  ZProgramBookingQuerySchema,
} from '../../../shared/duplicate-booking-schemas';
import { HANDWRITING_STYLE_INFO, PUBLIC_HANDWRITING_STYLES } from '../../../shared/handwriting/styles';
import { MESSAGE_LIMIT, messageLength, unknownMergeFields } from '../../../shared/merge-fields';
import {
  MAX_ARRIVE_DAYS_BEFORE,
  type TCreateProgramInput,
  type TProgram,
} from '../../../shared/programs/program-schemas';
import { DEFAULT_ARRIVE_DAYS_BEFORE } from '../../../shared/programs/send-schedule';
import { typedDateProblems } from '../../../shared/programs/typed-date-problems';
import { Button, LinkButton } from '../../components/ui/button';
import { fieldClasses, Input } from '../../components/ui/input';
import { FieldMessage, Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { Textarea } from '../../components/ui/textarea';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useDesignTemplates } from '../catalog/use-design-templates';
import { useAccountCard } from '../saved-card/card-api';
import { useSavedList, useSavedLists } from '../saved-lists/saved-lists-api';
import { ProgramBookingWarning } from './program-booking-warning';
import { exampleSchedule, formatDay, timeZoneOptions } from './program-dates';

const DEFAULT_MESSAGE =
  'Happy birthday, {{first_name}}!\n\nWishing you a wonderful year ahead.\n\nWarm regards,';
/** The fields offered as one-click inserts; {{years}} is the programs' own. */
const QUICK_FIELDS = ['first_name', 'name', 'years', 'company'] as const;

type FormState = Required<
  Pick<
    TCreateProgramInput,
    'name' | 'savedListId' | 'dateColumn' | 'recurrence' | 'message' | 'handwritingStyle' | 'timeZone'
  >
> & {
  arriveDaysBefore: string;
  templateId: number | null;
  selectedVariantId: string;
  startDate: string;
  endDate: string;
  monthlyCap: string;
};

function initialState(program?: TProgram): FormState {
  const zone = program?.timeZone ?? localTimeZone();
  return {
    name: program?.name ?? '',
    savedListId: program?.savedListId ?? '',
    dateColumn: program?.dateColumn ?? '',
    arriveDaysBefore: String(program?.arriveDaysBefore ?? DEFAULT_ARRIVE_DAYS_BEFORE),
    recurrence: program?.recurrence ?? 'yearly',
    templateId: program?.templateId ?? null,
    selectedVariantId: program?.selectedVariantId ?? '',
    message: program?.message ?? DEFAULT_MESSAGE,
    handwritingStyle: program?.handwritingStyle ?? 'professional',
    timeZone: zone,
    startDate: program?.startDate ?? todayIn(zone),
    endDate: program?.endDate ?? '',
    monthlyCap: program?.monthlyCap ? String(program.monthlyCap) : '',
  };
}

/** The form's values as the API takes them (the server checks them all again). */
function toBody(s: FormState): TCreateProgramInput {
  return {
    name: s.name,
    savedListId: s.savedListId,
    dateColumn: s.dateColumn,
    arriveDaysBefore: Number(s.arriveDaysBefore),
    recurrence: s.recurrence,
    templateId: s.templateId,
    selectedVariantId: s.selectedVariantId || null,
    message: s.message,
    handwritingStyle: s.handwritingStyle,
    timeZone: s.timeZone,
    startDate: s.startDate,
    endDate: s.endDate || null,
    monthlyCap: s.monthlyCap ? Number(s.monthlyCap) : null,
  };
}

/**
 * What the duplicate-booking check is asked once a list and its date column are chosen, or null while the
 * choices are not ones the server would read (the same schema decides).
 */
function bookingQueryOf(s: FormState, programId: string | undefined): TProgramBookingQueryInput | null {
  const query = {
    savedListId: s.savedListId,
    dateColumn: s.dateColumn,
    arriveDaysBefore: s.arriveDaysBefore,
    recurrence: s.recurrence,
    timeZone: s.timeZone,
    startDate: s.startDate || undefined,
    endDate: s.endDate || undefined,
    programId,
  };
  return ZProgramBookingQuerySchema.safeParse(query).success ? query : null;
}

/** Columns that look like dates come first: they are what a program is driven by. */
function orderedColumns(columns: readonly string[]): string[] {
  const dated = columns.filter((c) => /date|birthday|anniversary|renewal/i.test(c));
  return [...dated, ...columns.filter((c) => !dated.includes(c))];
}

export interface ProgramFormProps {
  program?: TProgram;
  submitLabel: string;
  onSubmit: (body: TCreateProgramInput) => Promise<unknown>;
  onCancel?: () => void;
}

/** New program and edit: the list and its date column, when notes arrive, the design, words and style. */
export function ProgramForm({ program, submitLabel, onSubmit, onCancel }: ProgramFormProps) {
  const id = useId();
  const [state, setState] = useState<FormState>(() => initialState(program));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setState((s) => ({ ...s, [key]: value }));

  const card = useAccountCard();
  const lists = useSavedLists();
  const list = useSavedList(state.savedListId || undefined);
  const templates = useDesignTemplates();
  const template = templates.data?.find((t) => t.id === state.templateId);
  const zones = useMemo(() => timeZoneOptions(state.timeZone), [state.timeZone]);

  const columns = list.data ? orderedColumns(list.data.columns) : [];
  const contacts = list.data?.contacts ?? [];
  const problems = useMemo(
    () =>
      state.dateColumn
        ? typedDateProblems(
            contacts.map((c) => ({
              customFields: { [state.dateColumn]: c.customFields[state.dateColumn] ?? '' },
            })),
            contacts.map((_, i) => `Row ${i + 1}`),
          )
        : [],
    [contacts, state.dateColumn],
  );
  const example = useMemo(() => {
    const today = todayIn(state.timeZone);
    for (const c of contacts) {
      const typed = c.customFields[state.dateColumn];
      const schedule = typed ? exampleSchedule(typed, Number(state.arriveDaysBefore) || 0, today) : null;
      if (schedule) return { name: c.name, typed: typed!, schedule };
    }
    return null;
  }, [contacts, state.dateColumn, state.arriveDaysBefore, state.timeZone]);

  const unknown = unknownMergeFields(state.message).filter(
    (f) => !columns.some((c) => c.toLowerCase() === f),
  );
  const length = messageLength(state.message);
  const bookingQuery = bookingQueryOf(state, program?.id);
  const needsCard = !program && card.data?.card === null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await onSubmit(toBody(state));
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  if (needsCard) {
    return (
      <section
        aria-labelledby={`${id}-card`}
        className="flex max-w-xl flex-col items-start gap-3 rounded-2xl border border-dashed border-line bg-white p-6"
      >
        <CreditCard aria-hidden="true" className="size-8 text-muted" />
        <h2 id={`${id}-card`} className="text-lg font-semibold text-ink-950">
          Save a card first
        </h2>
        <p className="text-sm text-muted">
          A program writes and mails its notes on its own, so each day's notes are paid with the card kept on
          your account, without you being there. Pay an order while signed in and tick{' '}
          <span className="font-medium text-ink-900">Save this card for future orders</span>; then come back
          here.
        </p>
        <div className="flex flex-wrap gap-2">
          <LinkButton to="/account/card">Card on file</LinkButton>
          <LinkButton to="/design-library" variant="outline">
            Start an order
          </LinkButton>
        </div>
      </section>
    );
  }

  const field = 'flex flex-col gap-2';
  const select = cn(fieldClasses, 'h-11');
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-6"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <fieldset className="grid gap-4 rounded-2xl border border-line bg-white p-4 sm:p-6">
        <legend className="px-1 text-base font-semibold text-ink-950">Who and when</legend>
        <div className={field}>
          <Label htmlFor={`${id}-name`} required>
            Program name
          </Label>
          <Input
            id={`${id}-name`}
            required
            maxLength={200}
            placeholder="Client birthdays"
            value={state.name}
            onChange={(e) => set('name', e.target.value)}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className={field}>
            <Label htmlFor={`${id}-list`} required>
              Saved list
            </Label>
            {lists.isPending ? (
              <Skeleton className="h-11 w-full" />
            ) : (
              <select
                id={`${id}-list`}
                required
                className={select}
                value={state.savedListId}
                onChange={(e) => setState((s) => ({ ...s, savedListId: e.target.value, dateColumn: '' }))}
              >
                <option value="">Choose a list</option>
                {lists.data?.lists.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name} ({l.contactCount})
                  </option>
                ))}
              </select>
            )}
            {lists.data?.lists.length === 0 ? (
              <FieldMessage tone="hint">
                No saved lists yet: upload contacts for a campaign while signed in and the list is kept.
              </FieldMessage>
            ) : null}
          </div>
          <div className={field}>
            <Label htmlFor={`${id}-column`} required>
              Date column
            </Label>
            <select
              id={`${id}-column`}
              required
              className={select}
              disabled={!list.data}
              value={state.dateColumn}
              aria-describedby={`${id}-column-hint`}
              onChange={(e) => set('dateColumn', e.target.value)}
            >
              <option value="">{list.data ? 'Choose a column' : 'Choose a list first'}</option>
              {columns.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
            <FieldMessage id={`${id}-column-hint`} tone="hint">
              Birthday, anniversary, renewal date… Dates like 1980-03-05, 03/05/1980, 3/5/80, 03/05 or March
              5.
            </FieldMessage>
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <div className={field}>
            <Label htmlFor={`${id}-arrive`} required>
              Arrive days before
            </Label>
            <Input
              id={`${id}-arrive`}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_ARRIVE_DAYS_BEFORE}
              value={state.arriveDaysBefore}
              onChange={(e) => set('arriveDaysBefore', e.target.value)}
            />
          </div>
          <fieldset className={field}>
            <legend className="mb-2 text-sm font-medium text-ink-900">Repeat</legend>
            <div className="flex gap-4">
              {(['yearly', 'once'] as const).map((r) => (
                <label key={r} className="flex items-center gap-2 text-sm text-ink-900">
                  <input
                    type="radio"
                    name={`${id}-recurrence`}
                    value={r}
                    checked={state.recurrence === r}
                    onChange={() => set('recurrence', r)}
                  />
                  {r === 'yearly' ? 'Every year' : 'Once'}
                </label>
              ))}
            </div>
          </fieldset>
          <div className={field}>
            <Label htmlFor={`${id}-zone`}>Time zone</Label>
            <select
              id={`${id}-zone`}
              className={select}
              value={state.timeZone}
              onChange={(e) => set('timeZone', e.target.value)}
            >
              {zones.map((z) => (
                <option key={z} value={z}>
                  {z}
                </option>
              ))}
            </select>
          </div>
        </div>
        {state.dateColumn ? (
          <div role="status" className="grid gap-3">
            <div className="rounded-xl bg-sand p-4 text-sm text-ink-900">
              {example ? (
                <p className="flex gap-2">
                  <CalendarClock aria-hidden="true" className="size-5 shrink-0 text-accent-700" />
                  <span>
                    For {example.name} ({example.typed}): written on{' '}
                    {formatDay(example.schedule.writtenOn, true)}, mailed on{' '}
                    {formatDay(example.schedule.mailedOn, true)}, arrives around{' '}
                    {formatDay(example.schedule.arrives.from)} –{' '}
                    {formatDay(example.schedule.arrives.to, true)}.
                  </span>
                </p>
              ) : (
                <p>No row of this column holds a date we can read.</p>
              )}
            </div>
            {bookingQuery ? <ProgramBookingWarning query={bookingQuery} /> : null}
          </div>
        ) : null}
        {problems.length > 0 ? (
          <section
            aria-labelledby={`${id}-problems`}
            className="rounded-xl border border-amber-200 bg-amber-50 p-4"
          >
            <h3 id={`${id}-problems`} className="text-sm font-semibold text-amber-900">
              {problems.length === 1 ? '1 date we cannot read' : `${problems.length} dates we cannot read`}{' '}
              (these contacts get no note until fixed)
            </h3>
            <ul className="mt-2 max-h-40 overflow-y-auto text-sm text-amber-900">
              {problems.slice(0, 50).map((p) => (
                <li key={p.row}>{p.message.replace(` (${state.dateColumn})`, '')}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-3">
          <div className={field}>
            <Label htmlFor={`${id}-start`}>Start</Label>
            <Input
              id={`${id}-start`}
              type="date"
              value={state.startDate}
              onChange={(e) => set('startDate', e.target.value)}
            />
          </div>
          <div className={field}>
            <Label htmlFor={`${id}-end`}>End (optional)</Label>
            <Input
              id={`${id}-end`}
              type="date"
              min={state.startDate}
              value={state.endDate}
              onChange={(e) => set('endDate', e.target.value)}
            />
          </div>
          <div className={field}>
            <Label htmlFor={`${id}-cap`}>Monthly cap (optional)</Label>
            <Input
              id={`${id}-cap`}
              type="number"
              inputMode="numeric"
              min={1}
              placeholder="No cap"
              aria-describedby={`${id}-cap-hint`}
              value={state.monthlyCap}
              onChange={(e) => set('monthlyCap', e.target.value)}
            />
            <FieldMessage id={`${id}-cap-hint`} tone="hint">
              Most notes written in one month.
            </FieldMessage>
          </div>
        </div>
      </fieldset>

      <fieldset className="grid gap-4 rounded-2xl border border-line bg-white p-4 sm:p-6">
        <legend className="px-1 text-base font-semibold text-ink-950">The note</legend>
        <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
          <div className="grid gap-4">
            <div className={field}>
              <Label htmlFor={`${id}-template`} required>
                Design
              </Label>
              <select
                id={`${id}-template`}
                required
                className={select}
                value={state.templateId ?? ''}
                onChange={(e) =>
                  setState((s) => ({
                    ...s,
                    templateId: e.target.value ? Number(e.target.value) : null,
                    selectedVariantId: '',
                  }))
                }
              >
                <option value="">{templates.isPending ? 'Loading designs…' : 'Choose a design'}</option>
                {templates.data?.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name} ({t.category})
                  </option>
                ))}
              </select>
              {templates.isError ? (
                <FieldMessage>We could not load the designs. Reload to try again.</FieldMessage>
              ) : null}
            </div>
            {template && template.colorVariants.length > 0 ? (
              <div className={field}>
                <Label htmlFor={`${id}-variant`}>Colour</Label>
                <select
                  id={`${id}-variant`}
                  className={select}
                  value={state.selectedVariantId}
                  onChange={(e) => set('selectedVariantId', e.target.value)}
                >
                  <option value="">Default</option>
                  {template.colorVariants.map((v) => (
                    <option key={v.name} value={v.name}>
                      {v.name}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <div className={field}>
              <Label htmlFor={`${id}-style`}>Handwriting style</Label>
              <select
                id={`${id}-style`}
                className={select}
                value={state.handwritingStyle}
                onChange={(e) => set('handwritingStyle', e.target.value)}
              >
                {PUBLIC_HANDWRITING_STYLES.map((s) => (
                  <option key={s} value={s}>
                    {HANDWRITING_STYLE_INFO[s].name}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {template ? (
            <img
              src={
                template.colorVariants.find((v) => v.name === state.selectedVariantId)?.preview ??
                template.preview
              }
              alt={`Preview of the design ${template.name}`}
              className="aspect-[3/2] w-full max-w-xs rounded-lg border border-line object-cover sm:max-w-none"
            />
          ) : null}
        </div>
        <div className={field}>
          <Label htmlFor={`${id}-message`} required>
            Message
          </Label>
          <fieldset className="flex flex-wrap gap-2" aria-label="Insert a merge field">
            {QUICK_FIELDS.map((f) => (
              <Button
                key={f}
                size="sm"
                variant="outline"
                onClick={() => set('message', `${state.message}{{${f}}}`)}
              >
                {`{{${f}}}`}
              </Button>
            ))}
          </fieldset>
          <Textarea
            id={`${id}-message`}
            required
            rows={6}
            value={state.message}
            aria-describedby={`${id}-message-hint`}
            onChange={(e) => set('message', e.target.value)}
          />
          <FieldMessage id={`${id}-message-hint`} tone={length > MESSAGE_LIMIT ? 'error' : 'hint'}>
            {length}/{MESSAGE_LIMIT} characters. {'{{years}}'} is the number of years since the date, when the
            list has the year.
            {unknown.length > 0
              ? ` Not a known field or column: ${unknown.map((f) => `{{${f}}}`).join(', ')}.`
              : ''}
          </FieldMessage>
        </div>
      </fieldset>

      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
