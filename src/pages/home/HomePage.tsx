// The main page (docs/routes.md#main-page): hero, how it works, and the sections the top-bar links reach:
// principles (#principles), FAQ (#faq) and contacts (#contacts).
import { ContactsSection } from './ContactsSection.tsx';
import { FaqSection } from './FaqSection.tsx';
import { Hero } from './Hero.tsx';
import { HowItWorks } from './HowItWorks.tsx';
import { PrinciplesSection } from './PrinciplesSection.tsx';

export function HomePage() {
  return (
    <>
      <Hero />
      <HowItWorks />
      <PrinciplesSection />
      <FaqSection />
      <ContactsSection />
    </>
  );
}
