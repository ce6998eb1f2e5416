// One text field of the create-property form: labelled, its §5 error (after a submit) under it.
import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CreateFormErrors, CreateFormValues } from './createFormValidation.ts';

type TextKey = {
  [K in keyof CreateFormValues]: CreateFormValues[K] extends string ? K : never;
}[keyof CreateFormValues];

export interface CreateFormFieldProps {
  name: TextKey;
  values: CreateFormValues;
  errors: CreateFormErrors;
  onChange: (name: TextKey, value: string) => void;
  required?: boolean;
  disabled?: boolean;
  type?: 'text' | 'number';
  min?: number;
  step?: number;
  multiline?: boolean;
  helperText?: string;
  sx?: TextFieldProps['sx'];
}

export function CreateFormField({
  name,
  values,
  errors,
  onChange,
  required,
  disabled,
  type = 'text',
  min,
  step,
  multiline,
  helperText,
  sx,
}: CreateFormFieldProps) {
  const translate = useTranslate();
  const error = errors[name];
  return (
    <TextField
      name={name}
      label={translate(`admin.create.fields.${name}`)}
      value={values[name]}
      onChange={(event) => onChange(name, event.target.value)}
      required={required}
      disabled={disabled}
      type={type}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      error={Boolean(error)}
      helperText={error ? translate(error) : helperText}
      slotProps={{ htmlInput: { min, step, inputMode: type === 'number' ? 'decimal' : undefined } }}
      fullWidth
      sx={sx}
    />
  );
}
