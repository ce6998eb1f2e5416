// The text fields of the create-property form (docs/validation.md#create-form), described once
// and rendered alike: labelled, required where the rules say so, numbers with their min/step, and the error
// (after a submit) under each. Fields that go on chain (CHAIN_FIELDS) are locked once the token exists.
import { Grid, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CHAIN_FIELDS, type CreateFormErrors, type CreateFormValues } from './createFormValidation.ts';

export type TextKey = {
  [K in keyof CreateFormValues]: CreateFormValues[K] extends string ? K : never;
}[keyof CreateFormValues];

export interface FieldSpec {
  name: TextKey;
  required?: boolean;
  multiline?: boolean;
  number?: { min: number; step: number };
}

export const BASIC_FIELDS: FieldSpec[] = [
  { name: 'propertyName', required: true },
  { name: 'description', required: true, multiline: true },
  { name: 'propertyAddress' },
];

export const FINANCIAL_FIELDS: FieldSpec[] = [
  { name: 'totalM2', required: true, number: { min: 1, step: 1 } },
  { name: 'totalPrice', required: true, number: { min: 0, step: 0.01 } },
  { name: 'apyPercent', required: true, number: { min: 0, step: 0.1 } },
  { name: 'lockDuration', required: true, number: { min: 1, step: 1 } },
];

export const RUSSIAN_FIELDS: FieldSpec[] = [
  { name: 'nameRu' },
  { name: 'descriptionRu', multiline: true },
  { name: 'propertyAddressRu' },
];

export interface CreateFormFieldsProps {
  fields: FieldSpec[];
  values: CreateFormValues;
  errors: CreateFormErrors;
  onChange: (name: TextKey, value: string) => void;
  busy: boolean;
  chainLocked: boolean;
  /** Hints under some fields (shown while they have no error). */
  hints?: Partial<Record<TextKey, string>>;
  /** Two columns from the small breakpoint (the figures). */
  columns?: boolean;
}

export function CreateFormFields({
  fields,
  values,
  errors,
  onChange,
  busy,
  chainLocked,
  hints,
  columns,
}: CreateFormFieldsProps) {
  const translate = useTranslate();
  return (
    <Grid container spacing={2}>
      {fields.map(({ name, required, multiline, number }) => {
        const error = errors[name];
        const onChain = (CHAIN_FIELDS as readonly string[]).includes(name);
        return (
          <Grid key={name} size={{ xs: 12, sm: columns ? 6 : 12 }}>
            <TextField
              name={name}
              label={translate(`admin.create.fields.${name}`)}
              value={values[name]}
              onChange={(event) => onChange(name, event.target.value)}
              required={required}
              disabled={busy || (onChain && chainLocked)}
              type={number ? 'number' : 'text'}
              multiline={multiline}
              minRows={multiline ? 3 : undefined}
              error={Boolean(error)}
              helperText={error ? translate(error) : hints?.[name]}
              slotProps={{ htmlInput: { ...number, inputMode: number ? 'decimal' : undefined } }}
              fullWidth
            />
          </Grid>
        );
      })}
    </Grid>
  );
}
