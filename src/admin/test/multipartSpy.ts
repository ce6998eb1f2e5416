// What the console's multipart requests carry, observed as the client appends the fields to its FormData:
// jsdom's multipart bodies with files cannot be re-read inside MSW, so the handlers read the parts here.
import { vi } from 'vitest';

export interface MultipartParts {
  fields: Record<string, string>;
  /** File names per field, in order. */
  files: Record<string, string[]>;
}

/** Starts recording; `take()` returns (and forgets) what was appended since the last call. */
export function spyMultipart(): { take: () => MultipartParts } {
  let pending: [string, FormDataEntryValue][] = [];
  const append = FormData.prototype.append;
  vi.spyOn(FormData.prototype, 'append').mockImplementation(function (this: FormData, ...args: unknown[]) {
    pending.push([args[0] as string, args[1] as FormDataEntryValue]);
    return Reflect.apply(append, this, args);
  });
  return {
    take() {
      const parts: MultipartParts = { fields: {}, files: {} };
      for (const [key, value] of pending) {
        if (typeof value === 'string') parts.fields[key] = value;
        else parts.files[key] = [...(parts.files[key] ?? []), (value as File).name];
      }
      pending = [];
      return parts;
    },
  };
}
