import { describe, expect, it } from 'vitest';
import { createCardTokenizer } from '.';

describe('tokenizer choice', () => {
  it('uses the local mock without Openpay keys', () => {
    expect(createCardTokenizer(null).provider).toBe('mock');
  });

  it('uses Openpay with keys, and loads nothing until the add-card dialog asks', () => {
    const before = document.querySelectorAll('script').length;
    const tokenizer = createCardTokenizer({ merchantId: 'mzdtln0bmtms6o3kck8f', publicKey: 'pk_f0660ad5a39f', sandbox: true });
    expect(tokenizer.provider).toBe('openpay');
    expect(document.querySelectorAll('script')).toHaveLength(before);
  });
});
