// The property column of the shares tab's tables: the name in the UI language, linking to the item page.
import { Link } from 'react-router';
import type { NameOf } from '../../properties/usePropertyNames.ts';
import type { Column } from '../../ui/DataTable.tsx';

/** What a row says about its property: token contract and the name recorded on chain. */
export interface RowProperty {
  address: string;
  onChainName: string;
}

export function propertyColumn<T>(header: string, nameOf: NameOf, pick: (row: T) => RowProperty): Column<T> {
  return {
    key: 'property',
    header,
    render: (row) => {
      const { address, onChainName } = pick(row);
      return <Link to={`/catalog/${address}`}>{nameOf(address, onChainName)}</Link>;
    },
  };
}
