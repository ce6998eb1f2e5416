// One inline edit of a card (docs/admin.md#all-properties: price in USDT, lock duration in days): a number
// input with its label, checked on submit, then saved through `onSave` (a contract write).
import { Button, Stack, TextField } from '@mui/material';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslate } from 'react-admin';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

export interface InlineEditFormProps<T> {
  label: string;
  /** The current value as the input shows it. */
  current: string;
  min: number;
  step: number;
  parse: (text: string) => Parsed<T>;
  onSave: (value: T) => Promise<void>;
  disabled?: boolean;
}

export function InlineEditForm<T>({
  label,
  current,
  min,
  step,
  parse,
  onSave,
  disabled,
}: InlineEditFormProps<T>) {
  const translate = useTranslate();
  const id = useId();
  const [text, setText] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // Follow the chain while the field is untouched.
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (!touched) setText(current);
  }, [current, touched]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(text);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await onSave(parsed.value);
      setTouched(false);
    } catch {
      // The transaction-error modal already shows what went wrong.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      onSubmit={submit}
      noValidate
      sx={{ alignItems: 'flex-start' }}
    >
      <TextField
        id={id}
        label={label}
        type="number"
        size="small"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setTouched(true);
          setError(null);
        }}
        error={error !== null}
        helperText={error ? translate(error) : undefined}
        slotProps={{ htmlInput: { min, step, inputMode: 'decimal' } }}
        disabled={disabled || saving}
        sx={{ flex: 1, minWidth: 0 }}
      />
      <Button
        type="submit"
        variant="outlined"
        aria-label={`${translate('ra.action.save')}: ${label}`}
        disabled={disabled || saving}
        sx={{ mt: 0.25 }}
      >
        {translate(saving ? 'admin.common.saving' : 'ra.action.save')}
      </Button>
    </Stack>
  );
}
