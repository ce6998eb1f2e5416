// Property names as the investor reads them: the backend record's name in the UI language (name_ru in
// Russian when the record has one), found by contract address. All records come in one public request
// (GET /properties/, delisted and hidden ones included, so holdings of a delisted property keep their
// name) shared by every screen through the query cache. A row whose property has no backend record, or
// shown while the records cannot be read, keeps the on-chain name it carries.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Property } from '../../generated/api/model/index.ts';
import { usePropertiesList } from '../../generated/api/properties/properties.ts';
import { localized } from './localized.ts';

export type NameOf = (contractAddress: string, onChainName: string) => string;

// One index per response, shared by every component reading the same cached records.
const indexes = new WeakMap<Property[], Map<string, Property>>();

function indexByAddress(records: Property[]): Map<string, Property> {
  let index = indexes.get(records);
  if (!index) {
    index = new Map(records.map((record) => [record.contract_address.toLowerCase(), record]));
    indexes.set(records, index);
  }
  return index;
}

export function usePropertyNames(): { nameOf: NameOf; isLoading: boolean } {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  const records = usePropertiesList(undefined, { request: { skipAuth: true } });
  const data = records.data?.data;
  const nameOf = useCallback<NameOf>(
    (contractAddress, onChainName) => {
      const record = data && indexByAddress(data).get(contractAddress.toLowerCase());
      return record ? localized(record, 'name', lng) : onChainName;
    },
    [data, lng],
  );
  return { nameOf, isLoading: records.isLoading };
}
