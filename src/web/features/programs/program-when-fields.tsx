import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { MAX_ARRIVE_DAYS_BEFORE } from '../../../shared/programs/program-schemas';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { useSavedList, useSavedLists } from '../saved-lists/saved-lists-api';
import { ProgramDatePreview } from './program-date-preview';
import { timeZoneOptions } from './program-dates';
import type { ProgramFormApi } from './program-form-types';
import { asDateOrNull, asNumberOrNull, bookingQueryOf, orderedColumns } from './program-form-values';

/** "Who and when": the saved list and its date column, how early notes arrive, repeats, zone and dates. */
export function ProgramWhenFields({ form, programId }: { form: ProgramFormApi; programId?: string }) {
  const { control, register, watch, setValue } = form;
  const { errors } = form.formState;
  const values = watch();
  const lists = useSavedLists();
  const list = useSavedList(values.savedListId || undefined);
  const columns = list.data ? orderedColumns(list.data.columns) : [];
  const zones = useMemo(() => timeZoneOptions(values.timeZone ?? ''), [values.timeZone]);

  return (
    <fieldset className="grid min-w-0 gap-4 rounded-2xl border border-line bg-white p-4 sm:p-6">
      <legend className="px-1 text-base font-semibold text-ink-950">Who and when</legend>
      <Field label="Program name" required error={errors.name}>
        {(props) => <Input maxLength={200} placeholder="Client birthdays" {...props} {...register('name')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Saved list"
          required
          error={errors.savedListId}
          description={
            lists.data?.lists.length === 0
              ? 'No saved lists yet: upload contacts for a campaign while signed in and the list is kept.'
              : undefined
          }
        >
          {(props) =>
            lists.isPending ? (
              <Skeleton className="h-11 w-full" />
            ) : (
              <Controller
                control={control}
                name="savedListId"
                render={({ field }) => (
                  <Select
                    {...props}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    placeholder="Choose a list"
                    value={field.value ?? ''}
                    onValueChange={(id) => {
                      field.onChange(id);
                      setValue('dateColumn', '');
                    }}
                    options={(lists.data?.lists ?? []).map((l) => ({
                      value: l.id,
                      label: `${l.name} (${l.contactCount})`,
                    }))}
                  />
                )}
              />
            )
          }
        </Field>
        <Field
          label="Date column"
          required
          error={errors.dateColumn}
          description="Birthday, anniversary, renewal date… Dates like 1980-03-05, 03/05/1980, 3/5/80, 03/05 or March 5."
        >
          {(props) => (
            <Controller
              control={control}
              name="dateColumn"
              render={({ field }) => (
                <Select
                  {...props}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  disabled={!list.data}
                  placeholder={list.data ? 'Choose a column' : 'Choose a list first'}
                  value={field.value ?? ''}
                  onValueChange={field.onChange}
                  options={columns.map((c) => ({ value: c, label: c }))}
                />
              )}
            />
          )}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Arrive days before" required error={errors.arriveDaysBefore}>
          {(props) => (
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_ARRIVE_DAYS_BEFORE}
              {...props}
              {...register('arriveDaysBefore', { setValueAs: Number })}
            />
          )}
        </Field>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-ink-900">Repeat</legend>
          <div className="flex gap-4">
            {(['yearly', 'once'] as const).map((r) => (
              <label key={r} className="flex items-center gap-2 text-sm text-ink-900">
                <input type="radio" value={r} {...register('recurrence')} />
                {r === 'yearly' ? 'Every year' : 'Once'}
              </label>
            ))}
          </div>
        </fieldset>
        <Field label="Time zone" error={errors.timeZone}>
          {(props) => (
            <Controller
              control={control}
              name="timeZone"
              render={({ field }) => (
                <Select
                  {...props}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  value={field.value ?? ''}
                  onValueChange={field.onChange}
                  options={zones.map((z) => ({ value: z, label: z }))}
                />
              )}
            />
          )}
        </Field>
      </div>
      <ProgramDatePreview
        contacts={list.data?.contacts ?? []}
        dateColumn={values.dateColumn ?? ''}
        arriveDaysBefore={Number(values.arriveDaysBefore) || 0}
        timeZone={values.timeZone ?? ''}
        bookingQuery={bookingQueryOf(values, programId)}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Start" error={errors.startDate}>
          {(props) => (
            <Input
              type="date"
              {...props}
              {...register('startDate', { setValueAs: (v) => asDateOrNull(v) ?? undefined })}
            />
          )}
        </Field>
        <Field label="End (optional)" error={errors.endDate}>
          {(props) => (
            <Input
              type="date"
              min={values.startDate ?? undefined}
              {...props}
              {...register('endDate', { setValueAs: asDateOrNull })}
            />
          )}
        </Field>
        <Field
          label="Monthly cap (optional)"
          error={errors.monthlyCap}
          description="Most notes written in one month."
        >
          {(props) => (
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              placeholder="No cap"
              {...props}
              {...register('monthlyCap', { setValueAs: asNumberOrNull })}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}
