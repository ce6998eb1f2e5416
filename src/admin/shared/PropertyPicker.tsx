// The console forms' one choice of a property (docs/admin.md#buckets-dashboard: manual deposit, manual withdraw,
// "Distribute income"): a searchable list that asks the API (GET /custom_admin/chain-properties/, the "All
// properties" tab's search by name or address, src/admin/shared/chainProperties.ts) for the first PICKER_PAGE
// properties by name matching what is typed, once typing pauses, and only while the list is open — never the
// whole list. Each option shows the name and the short token address. A bucket form also offers the general
// bucket, first and whatever is typed (then null is the general bucket, and the choice cannot be emptied).
import { Autocomplete, Box, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { type Address, zeroAddress } from 'viem';
import { shortenAddress } from '../../lib/shortenAddress.ts';
import { BY_NAME, pageRange, searchFilter, useChainProperties, useSearchTerm } from './chainProperties.ts';
import type { PropertyView } from './chainTypes.ts';

/** Options asked at a time: the rest is reached by typing. */
export const PICKER_PAGE = 20;

/** The general bucket's option (the zero address, docs/product.md#buckets-and-liquidity). */
const GENERAL = { token: zeroAddress as Address } as const;
type Option = PropertyView | typeof GENERAL;
const isProperty = (option: Option): option is PropertyView => 'name' in option;

export interface PropertyPickerProps {
  label: string;
  /** The chosen property; null: none yet, or the general bucket when `generalLabel` is given. */
  value: PropertyView | null;
  onChange: (property: PropertyView | null) => void;
  /** Offers the general bucket under this name (chosen: value null). */
  generalLabel?: string;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
}

export function PropertyPicker({
  label,
  value,
  onChange,
  generalLabel,
  error,
  helperText,
  disabled,
}: PropertyPickerProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // What the admin typed (not the chosen option's name the field shows after a choice).
  const [typed, setTyped] = useState('');
  const search = useSearchTerm(typed);
  const { data, isFetching } = useChainProperties({
    filter: searchFilter(search),
    sort: BY_NAME,
    range: pageRange(0, PICKER_PAGE),
    live: false,
    enabled: open,
  });
  const general = generalLabel !== undefined;
  const found: Option[] = data?.properties ?? [];
  const options = general ? [GENERAL, ...found] : found;
  const chosen: Option | null = value ?? (general ? GENERAL : null);

  return (
    <Autocomplete<Option, false, boolean, false>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={chosen}
      onChange={(_, option) => onChange(option && isProperty(option) ? option : null)}
      onInputChange={(_, text, reason) => setTyped(reason === 'input' ? text : '')}
      // The API has searched: every option it answered is shown.
      filterOptions={(shown) => shown}
      getOptionLabel={(option) => (isProperty(option) ? option.name : (generalLabel ?? ''))}
      isOptionEqualToValue={(option, chosenOption) => option.token === chosenOption.token}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          {isProperty(option) ? (
            <>
              {option.name}{' '}
              <Box
                component="span"
                sx={{ ml: 1, color: 'text.secondary', fontFamily: 'monospace', whiteSpace: 'nowrap' }}
              >
                {shortenAddress(option.token)}
              </Box>
            </>
          ) : (
            generalLabel
          )}
        </Box>
      )}
      loading={open && isFetching}
      loadingText={translate('admin.propertyPicker.loading')}
      noOptionsText={translate('admin.propertyPicker.noMatch')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      clearText={translate('ra.action.clear_input_value')}
      disableClearable={general}
      disabled={disabled}
      size="small"
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={translate('admin.paging.search')}
          error={error}
          helperText={helperText}
        />
      )}
    />
  );
}
