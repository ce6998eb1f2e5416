// /test-error-button (docs/routes.md#loading-and-error-screens): a button that makes the page throw, to see
// the error fallback.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import styles from './TestErrorPage.module.css';

export class TestError extends Error {
  constructor() {
    super('Test error thrown from /test-error-button');
    this.name = 'TestError';
  }
}

function Thrower(): never {
  throw new TestError();
}

export function TestErrorPage() {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  return (
    <section className={`container ${styles.page}`} aria-labelledby="test-error-title">
      <h1 id="test-error-title">{t('testError.title')}</h1>
      <p>{t('testError.text')}</p>
      <Button variant="danger" onClick={() => setBroken(true)}>
        {t('testError.button')}
      </Button>
      {broken && <Thrower />}
    </section>
  );
}
