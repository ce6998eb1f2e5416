// The lead image the server put in the boot shell for /catalog and a property page (index.html,
// server/routes/static-files.ts): read once before the app's first render replaces the shell, so the loading
// screens keep showing it until the page draws its own, and the largest paint stays the early one
// (docs/architecture.md#first-paint).

type BootLead = { pathname: string; className: string; src: string; srcSet: string; sizes: string };

let lead: BootLead | null = null;

/** Reads the boot shell's lead image, if any (call before the app's first render). */
export function captureBootLead(doc: Document = document): void {
  const box = doc.querySelector<HTMLElement>('.boot-lead');
  const img = box?.querySelector('img');
  lead =
    box && img
      ? {
          pathname: window.location.pathname,
          className: box.className,
          src: img.getAttribute('src') ?? '',
          srcSet: img.getAttribute('srcset') ?? '',
          sizes: img.getAttribute('sizes') ?? '',
        }
      : null;
}

/** The boot shell's lead image, while the page it was made for is still the one shown. */
export function useBootLead(): BootLead | null {
  return lead && lead.pathname === window.location.pathname ? lead : null;
}

/** The lead image as `img` attributes (the width and height of the uploads' 16:10 copies); decorative (alt ""). */
export const bootLeadImageProps = (l: BootLead) =>
  ({
    src: l.src,
    srcSet: l.srcSet,
    sizes: l.sizes,
    width: 1200,
    height: 750,
    fetchPriority: 'high',
  }) as const;

/** The boot shell's lead image block, as index.html styles it (for the loading screens). */
export function BootLeadImage() {
  const l = useBootLead();
  if (!l) return null;
  return (
    <div className={l.className} aria-hidden="true">
      <img alt="" {...bootLeadImageProps(l)} />
    </div>
  );
}
