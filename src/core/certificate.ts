// A certificate's file (docs/product.md#certificates): the API names its download so, and the web app saves
// it under the same name.
export const certificateFileName = (id: number | string): string => `certificate_${id}.svg`;
