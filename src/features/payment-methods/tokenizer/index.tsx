// Picks the tokenizer at start-up: Openpay when its merchant id and public key
// are configured, otherwise the local mock (development on Prism, tests).
import { createContext, useContext, type ReactNode } from 'react';
import { envResult, type OpenpayConfig } from '@/config/env';
import { createMockTokenizer } from './mock-tokenizer';
import { createOpenpayTokenizer } from './openpay-tokenizer';
import type { CardTokenizer } from './types';

export * from './types';

export function createCardTokenizer(openpay: OpenpayConfig | null): CardTokenizer {
  return openpay ? createOpenpayTokenizer(openpay) : createMockTokenizer();
}

let appTokenizer: CardTokenizer | undefined;

/** The app's tokenizer, created once from the validated env. */
function getAppTokenizer(): CardTokenizer {
  appTokenizer ??= createCardTokenizer(envResult.ok ? envResult.env.openpay : null);
  return appTokenizer;
}

const TokenizerContext = createContext<CardTokenizer | null>(null);

/** Tests (and stories) hand in their own tokenizer. */
export function TokenizerProvider({ tokenizer, children }: { tokenizer: CardTokenizer; children: ReactNode }) {
  return <TokenizerContext.Provider value={tokenizer}>{children}</TokenizerContext.Provider>;
}

export function useCardTokenizer(): CardTokenizer {
  return useContext(TokenizerContext) ?? getAppTokenizer();
}
