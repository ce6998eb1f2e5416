// /personal-account/parts: holdings with lock countdowns, purchases, sales, ownerships and
// certificates (list, SVG download, public verification link).
import { CertificatesSection } from './CertificatesSection.tsx';
import { HoldingsSection } from './HoldingsSection.tsx';
import { OwnershipsSection } from './OwnershipsSection.tsx';
import { PurchasesSection } from './PurchasesSection.tsx';
import { SalesSection } from './SalesSection.tsx';

export function PartsPage() {
  return (
    <>
      <HoldingsSection />
      <PurchasesSection />
      <SalesSection />
      <OwnershipsSection />
      <CertificatesSection />
    </>
  );
}
