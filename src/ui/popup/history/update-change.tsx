import type { DiffPiece, PageDiff } from '../../../core/watch/index.ts';
import { useEnv } from '../popup-env.ts';

/**
 * What one update of a watched page changed, under its time in the History view: each line
 * bidi-isolated, its added text in `<ins>` and removed text in `<del>`, each announced to a
 * screen reader ("added" … "end of added text", 「追加」…「追加ここまで」), since the marks alone
 * are not read; a page that changed throughout says only that.
 */
export function UpdateChange({ change }: { readonly change: PageDiff }) {
  const { t } = useEnv();
  if (change.kind === 'throughout') return <p class="update-change change-throughout">{t('changes_throughout')}</p>;
  return (
    <div class="update-change">
      {change.lines.map((line, index) => (
        <p key={index} class="change-line">
          <bdi>
            {line.map((piece, at) => (
              <Piece key={at} piece={piece} />
            ))}
          </bdi>
        </p>
      ))}
      {change.cut && <p class="change-cut">{t('changes_cut')}</p>}
    </div>
  );
}

function Piece({ piece }: { readonly piece: DiffPiece }) {
  const { t } = useEnv();
  if (piece.op === 'same') return <span>{piece.text}</span>;
  const [Mark, start, end] = piece.op === 'added' ? (['ins', 'changes_added', 'changes_addedEnd'] as const) : (['del', 'changes_removed', 'changes_removedEnd'] as const);
  return (
    <Mark>
      <span class="visually-hidden">[{t(start)}] </span>
      {piece.text}
      <span class="visually-hidden"> [{t(end)}]</span>
    </Mark>
  );
}
