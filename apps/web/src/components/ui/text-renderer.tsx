import { createContext, useContext, type ReactNode } from 'react';

/**
 * How a screen turns a message into what it shows. Student-facing Japanese messages may carry
 * readings for their kanji (`{漢字:かんじ}`, issue 3 furigana); the provider above a screen decides
 * whether they become ruby or plain text, so components stay free of that choice.
 */
export interface TextRenderer {
  /** The message for display (ruby where the provider shows readings). */
  rich: (text: string) => ReactNode;
  /** The message as plain text, for places that take a string (titles, aria-label, alt). */
  plain: (text: string) => string;
}

const identity: TextRenderer = { rich: (text) => text, plain: (text) => text };

const TextRendererContext = createContext<TextRenderer>(identity);

export interface TextRendererProviderProps {
  value: TextRenderer;
  children: ReactNode;
}

/** Sets the text renderer for everything below it. */
export function TextRendererProvider({ value, children }: TextRendererProviderProps) {
  return <TextRendererContext.Provider value={value}>{children}</TextRendererContext.Provider>;
}

/** The text renderer of the current screen (messages unchanged when no provider is set). */
export function useTextRenderer(): TextRenderer {
  return useContext(TextRendererContext);
}
