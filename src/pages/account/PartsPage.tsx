// /personal-account/parts: the portfolio (totals, gain or loss, value over time, exports), holdings with lock countdowns, rental income to claim and earned per distribution,
// purchases, sales, income payments, ownerships and certificates (list, SVG download, public verification link).
import { CertificatesSection } from './CertificatesSection.tsx';
import { HoldingsSection } from './HoldingsSection.tsx';
import { IncomeEarnedSection } from './IncomeEarnedSection.tsx';
import { IncomeHistorySection } from './IncomeHistorySection.tsx';
import { IncomeSection } from './IncomeSection.tsx';
import { OwnershipsSection } from './OwnershipsSection.tsx';
import { PortfolioSection } from './PortfolioSection.tsx';
import { PurchasesSection } from './PurchasesSection.tsx';
import { SalesSection } from './SalesSection.tsx';

export function PartsPage() {
  return (
    <>
      <PortfolioSection />
      <HoldingsSection />
      <IncomeSection />
      <IncomeEarnedSection />
      <PurchasesSection />
      <SalesSection />
      <IncomeHistorySection />
      <OwnershipsSection />
      <CertificatesSection />
    </>
  );
}
