// /personal-account/parts: holdings with lock countdowns, rental income to claim, purchases, sales, income
// history, ownerships and certificates (list, SVG download, public verification link).
import { CertificatesSection } from './CertificatesSection.tsx';
import { HoldingsSection } from './HoldingsSection.tsx';
import { IncomeHistorySection } from './IncomeHistorySection.tsx';
import { IncomeSection } from './IncomeSection.tsx';
import { OwnershipsSection } from './OwnershipsSection.tsx';
import { PurchasesSection } from './PurchasesSection.tsx';
import { SalesSection } from './SalesSection.tsx';

export function PartsPage() {
  return (
    <>
      <HoldingsSection />
      <IncomeSection />
      <PurchasesSection />
      <SalesSection />
      <IncomeHistorySection />
      <OwnershipsSection />
      <CertificatesSection />
    </>
  );
}
