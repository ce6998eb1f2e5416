import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './ResponsiveImage.tsx';

const upload = '/uploads/0b7c2f44-1d2e-4c1a-9a55-4a7e0c8f9e21.webp';

describe('ResponsiveImage', () => {
  it('loads the first visible image eagerly with high priority and offers the resized copies', () => {
    const { container } = render(<ResponsiveImage src={upload} sizes="100vw" priority />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(img?.getAttribute('sizes')).toBe('100vw');
    expect(img?.getAttribute('srcset')).toContain('-480w.webp 480w');
    expect(img?.getAttribute('srcset')).toContain('-1200w.webp 1200w');
  });

  it('loads other images lazily', () => {
    const { container } = render(<ResponsiveImage src={upload} sizes="100vw" />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('fetchpriority')).toBe('auto');
  });

  it('has no srcset for an image without copies', () => {
    const { container } = render(<ResponsiveImage src="https://cdn.example/a.jpg" sizes="100vw" />);
    expect(container.querySelector('img')?.hasAttribute('srcset')).toBe(false);
  });
});
