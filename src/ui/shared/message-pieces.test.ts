import { describe, expect, it } from 'vitest';
import { messagePieces } from './message-pieces.ts';

const messages: Record<string, string> = { from: 'via $1', failing: '$1: $2', wrapped: '「$1」' };
const t = (key: string, substitutions?: string | string[]): string => {
  const parts = [substitutions ?? []].flat();
  return (messages[key] ?? key).replace(/\$(\d)/g, (_, n: string) => parts[Number(n) - 1] ?? '');
};

describe('message pieces', () => {
  it("cuts a message where each substitution goes, the message's own words kept as text", () => {
    expect(messagePieces(t, 'from', 1)).toEqual([{ text: 'via ' }, { part: 0 }]);
    expect(messagePieces(t, 'wrapped', 1)).toEqual([{ text: '「' }, { part: 0 }, { text: '」' }]);
  });

  it('leaves out the empty words around placeholders side by side', () => {
    expect(messagePieces(t, 'failing', 2)).toEqual([{ part: 0 }, { text: ': ' }, { part: 1 }]);
  });
});
