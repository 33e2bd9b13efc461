import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import TypesafeI18n from '../../locales/i18n-react';
import { customProperties, resolvedToken, tokensCss } from '../../tests/utils/css-tokens';
import { Modal } from './modal';
import { modalWidths, type ModalSize } from './tokens';

/** Spec §9 Layout: modal widths by size and the toast's max width, in px. */
const specModalWidths: Record<ModalSize, number> = { default: 500, sm: 300, lg: 800, xl: 1140 };
const specToastMaxWidth = 350;

/** The token of each modal size in tokens.css. */
const widthToken = (size: ModalSize) => (size === 'default' ? '--modal-width' : `--modal-width-${size}`);

const tokens = customProperties(tokensCss());
const sizes = Object.keys(specModalWidths) as ModalSize[];

/** The declarations of one rule of a stylesheet, by its exact selector. */
const ruleBody = (css: string, selector: string): string | undefined => {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|\\})\\s*${escaped}\\s*\\{([^}]*)\\}`).exec(css)?.[1];
};

describe('modal widths (spec §9)', () => {
  it('are the spec’s in the script tokens', () => {
    expect(modalWidths).toEqual(specModalWidths);
  });

  it.each(sizes)('%s is the same width in tokens.css', (size) => {
    expect(resolvedToken(tokens, widthToken(size))).toBe(`${String(specModalWidths[size])}px`);
  });

  it('size the modal by its size’s token, never wider than the screen', () => {
    const css = readFileSync('src/ui/modal.module.css', 'utf8');
    expect(ruleBody(css, '.modal')).toMatch(/width:\s*min\(var\(--modal-width\),\s*100%\)/);
    for (const size of sizes.filter((name) => name !== 'default')) {
      expect(ruleBody(css, `.${size}`), `.${size} in modal.module.css`).toMatch(
        new RegExp(`--modal-width:\\s*var\\(${widthToken(size)}\\)`),
      );
    }
  });

  // jsdom applies no stylesheet, so the component is checked for the classes the rules above style.
  it.each(sizes)('gives a %s modal the class of its size', (size) => {
    render(
      <TypesafeI18n locale="en">
        <Modal isOpen onOpenChange={() => undefined} title="Sized" size={size}>
          <p>body</p>
        </Modal>
      </TypesafeI18n>,
    );
    const modal = screen.getByRole('dialog').closest('.modal');
    expect(modal).not.toBeNull();
    const sizeClasses = sizes.filter(
      (name) => name !== 'default' && modal?.classList.contains(name) === true,
    );
    expect(sizeClasses).toEqual(size === 'default' ? [] : [size]);
  });
});

describe('the toast max width (spec §9)', () => {
  it('is 350 px in tokens.css', () => {
    expect(resolvedToken(tokens, '--toast-max-width')).toBe(`${String(specToastMaxWidth)}px`);
  });

  it('bounds the app’s toast, the connection notice', () => {
    const css = readFileSync('src/app/background/offline-notice.module.css', 'utf8');
    expect(ruleBody(css, '.banner')).toMatch(/max-width:\s*min\(var\(--toast-max-width\),/);
  });
});
