// The create-property form (docs/admin.md#create-property, docs/flows.md#creating-a-property): basic info,
// financial info, main image, gallery, optional Russian translation and the calculation summary; Create runs
// the flow step by step, Reset clears all. Once the token exists its on-chain figures are locked, and Create
// continues with the step that failed. It starts where PropertyCreate found the flow (useCreateStart.ts):
// new, resumed after a reload, or for a token already on chain that has no backend record yet.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useAuth } from '../../../auth/authStore.ts';
import { shortenAddress } from '../../../lib/shortenAddress.ts';
import { modals } from '../../../modals/modalStore.ts';
import { AddressText } from '../../shared/AddressText.tsx';
import { ImageFilesInput } from '../../shared/ImageFilesInput.tsx';
import { PermissionNotice } from '../../shared/PermissionNotice.tsx';
import { Section } from '../../shared/Section.tsx';
import { type Step, StepList } from '../../shared/StepList.tsx';
import { useAdminFormat } from '../../shared/useAdminFormat.ts';
import { useMessageText } from '../../shared/useMessageText.ts';
import { CalculationSummary, formatPricePerM2 } from './CalculationSummary.tsx';
import { BASIC_FIELDS, CreateFormFields, FINANCIAL_FIELDS, RUSSIAN_FIELDS } from './CreateFormFields.tsx';
import {
  type CreateFormErrors,
  type CreateFormValues,
  EMPTY_CREATE_FORM,
  validateCreateForm,
  withoutChainFields,
} from './createFormValidation.ts';
import { useCreateLimits } from './useCreateLimits.ts';
import { type CreateStep, useCreatePropertyFlow } from './useCreatePropertyFlow.ts';
import type { CreateStart } from './useCreateStart.ts';

export const GALLERY_LIMIT = 5;

export function CreatePropertyForm({ start }: { start: CreateStart }) {
  const translate = useTranslate();
  const text = useMessageText();
  const format = useAdminFormat();
  const limits = useCreateLimits();
  const signedIn = useAuth((s) => s.accessToken !== null);
  const flow = useCreatePropertyFlow(format.usdtDecimals, start);
  const startValues = start.kind === 'existing' ? start.values : EMPTY_CREATE_FORM;
  const [values, setValues] = useState<CreateFormValues>(start.values);
  const [errors, setErrors] = useState<CreateFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [galleryNotice, setGalleryNotice] = useState(false);
  const { state } = flow;

  // Once the token exists its figures are the chain's: only the backend record's fields are checked.
  const validate = (next: CreateFormValues) => {
    const found = validateCreateForm(next, format.usdtDecimals, limits);
    return state.token ? withoutChainFields(found) : found;
  };

  const change = (name: keyof CreateFormValues, value: CreateFormValues[keyof CreateFormValues]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!signedIn) {
      modals.open('confirmWalletModal');
      return;
    }
    await flow.submit(values);
  };

  const onReset = () => {
    flow.reset();
    setValues(startValues);
    setErrors({});
    setSubmitted(false);
    setGalleryNotice(false);
  };

  const stepLabel = (step: CreateStep) => translate(`admin.create.steps.${step}`);
  const stepError = (step: CreateStep) => {
    const error = state.errors[step];
    if (!error) return undefined;
    return (
      <>
        {text(error.message)}
        {error.details.map((line) => (
          <Box component="span" key={line} sx={{ display: 'block' }}>
            {line}
          </Box>
        ))}
      </>
    );
  };
  const steps: Step[] = [
    {
      id: 'chain',
      label: stepLabel('chain'),
      state: state.steps.chain,
      detail: state.token ? <AddressText address={state.token.address} /> : stepError('chain'),
    },
    {
      id: 'backend',
      label: stepLabel('backend'),
      state: state.steps.backend,
      detail: state.record
        ? translate('admin.create.recordId', { id: state.record.id })
        : stepError('backend'),
    },
    ...(values.gallery.length > 0 || state.steps.gallery !== 'idle'
      ? [
          {
            id: 'gallery',
            label: stepLabel('gallery'),
            state: state.steps.gallery,
            detail: stepError('gallery'),
          },
        ]
      : []),
  ];
  const failedStep = (['chain', 'backend', 'gallery'] as const).find((step) => state.steps[step] === 'error');
  const complete =
    state.steps.backend === 'success' && (values.gallery.length === 0 || state.steps.gallery === 'success');
  const errorList = Object.values(errors);
  const fieldProps = { values, errors, onChange: change, busy: flow.busy, chainLocked: state.token !== null };
  const title = start.kind === 'existing' ? 'admin.create.existing.title' : 'admin.menu.createProperty';
  const startToken = start.token && { name: start.token.name, address: shortenAddress(start.token.address) };

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label={translate(title)}>
      <Title title={title} />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {translate(title)}
      </Typography>
      <PermissionNotice kinds={['property_create']} />
      {startToken && start.kind !== 'new' && state.token?.address === start.token?.address && !complete && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="create-start">
          {translate(`admin.create.${start.kind}.notice`, startToken)}
        </Alert>
      )}
      {submitted && errorList.length > 0 && (
        <Alert severity="error" data-testid="create-errors" sx={{ mb: 2 }}>
          {errorList.map((key) => (
            <Box key={key}>{translate(key)}</Box>
          ))}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Stack spacing={2}>
            <Section title={translate('admin.create.sections.basic')}>
              <CreateFormFields fields={BASIC_FIELDS} {...fieldProps} />
            </Section>
            <Section title={translate('admin.create.sections.financial')}>
              <CreateFormFields
                fields={FINANCIAL_FIELDS}
                {...fieldProps}
                columns
                hints={{
                  totalPrice: translate('admin.create.pricePerM2Hint', {
                    price: formatPricePerM2(values, format.usdtDecimals, format.locale),
                  }),
                }}
              />
            </Section>
            <Section title={translate('admin.create.sections.mainImage')}>
              <ImageFilesInput
                label={translate('admin.create.fields.image')}
                files={values.image ? [values.image] : []}
                onChange={(files) => change('image', files[0] ?? null)}
                error={errors.image ? translate(errors.image) : null}
                disabled={flow.busy || state.record !== null}
              />
            </Section>
            <Section title={translate('admin.create.sections.gallery')}>
              <ImageFilesInput
                label={translate('admin.create.fields.gallery')}
                files={values.gallery}
                multiple
                max={GALLERY_LIMIT}
                onChange={(files) => change('gallery', files)}
                onTooMany={() => setGalleryNotice(true)}
                disabled={flow.busy || state.steps.gallery === 'success'}
              />
              {galleryNotice && (
                <Alert severity="info">{translate('admin.gallery.limit', { max: GALLERY_LIMIT })}</Alert>
              )}
            </Section>
            <Accordion variant="outlined" disableGutters>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography component="h2" variant="h6">
                  {translate('admin.create.sections.russian')}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                <CreateFormFields fields={RUSSIAN_FIELDS} {...fieldProps} />
              </AccordionDetails>
            </Accordion>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Stack spacing={2} sx={{ position: { lg: 'sticky' }, top: { lg: 80 } }}>
            <CalculationSummary values={values} />
            {state.token && (failedStep === 'backend' || failedStep === 'gallery') && (
              <Alert severity="info">{translate('admin.create.tokenKept')}</Alert>
            )}
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" disabled={flow.busy || complete}>
                {translate(
                  failedStep && failedStep !== 'chain' ? 'admin.create.retry' : 'admin.create.submit',
                )}
              </Button>
              <Button type="button" variant="outlined" onClick={onReset} disabled={flow.busy}>
                {translate('admin.create.reset')}
              </Button>
            </Stack>
            {Object.values(state.steps).some((s) => s !== 'idle') && (
              <StepList steps={steps} label={translate('admin.create.stepsLabel')} />
            )}
            {state.messages.map((m) => (
              <Alert key={m.key + JSON.stringify(m.values ?? {})} severity="success">
                {text(m)}
              </Alert>
            ))}
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
}
