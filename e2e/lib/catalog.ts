// The demo catalogue as the API serves it, for journeys that open a property page by its name.
import { inject } from 'vitest';

/** `/catalog/<address>` of the listed demo property called `name`. */
export async function propertyPathOf(name: string): Promise<string> {
  const response = await fetch(`${inject('baseUrl')}/api/properties/validated-catalog/`);
  const catalog = (await response.json()) as { name: string; contract_address: string }[];
  const property = catalog.find((p) => p.name === name);
  if (!property) throw new Error(`${name} is not in the catalogue`);
  return `/catalog/${property.contract_address}`;
}
