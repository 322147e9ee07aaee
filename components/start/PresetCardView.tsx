/**
 * One preset on the start screen: its miniature, title, what it holds (mailboxes, storage) and what
 * its source published. The whole card is one button: one click opens the preset.
 */
import type { PresetCard } from '../../src/presets/list';
import type { Design } from '../../src/schema/design';
import { fmtCount } from '../format';
import { PresetThumbnail } from './PresetThumbnail';

/** Props of `PresetCardView`. */
export interface PresetCardViewProps {
  readonly card: PresetCard;
  /** The loaded design (for the miniature and published verdict), or null while it loads. */
  readonly design: Design | null;
  readonly busy: boolean;
  readonly disabled: boolean;
  readonly onOpen: () => void;
}

/** The published verdict of a design: fail if any published pass/fail figure says fail. */
function publishedVerdict(design: Design | null): boolean | null {
  const verdicts = (design?.meta.published ?? []).filter((p) => p.metric === 'pass' && !p.failedComponentId);
  if (verdicts.length === 0) return null;
  return verdicts.every((p) => p.value === true);
}

/** The card. */
export function PresetCardView({ card, design, busy, disabled, onOpen }: PresetCardViewProps) {
  const [head, ...rest] = card.title.split(' — ');
  const verdict = publishedVerdict(design);
  // With the verdict as a pill, a leading "Pass;", "Fail:" or "Pass on both servers" in the summary
  // would say it twice: the word goes, and the rest reads on from the pill ("[Pass] on both servers").
  const summary =
    verdict === null ? card.publishedSummary : card.publishedSummary.replace(/^(Pass|Fail)\b[;:]?\s*/, '');
  return (
    <button
      type="button"
      className={`sp-preset${busy ? ' is-busy' : ''}`}
      onClick={onOpen}
      disabled={disabled}
      data-testid={`start-preset-${card.id}`}
      aria-label={`Open ${card.title}`}
    >
      <PresetThumbnail design={design} label={`Layout of ${head}`} />
      <span className="sp-preset__text">
        <span className="sp-preset__title">{head}</span>
        {rest.length > 0 && <span className="sp-preset__subtitle">{rest.join(' — ')}</span>}
        <span className="sp-preset__facts">
          <span className="sp-preset__fact">
            <span className="sp-preset__key">Mailboxes</span>
            <span>{fmtCount(card.mailboxes)}</span>
          </span>
          <span className="sp-preset__fact">
            <span className="sp-preset__key">Storage</span>
            <span>{card.storageSummary}</span>
          </span>
          <span className="sp-preset__fact">
            <span className="sp-preset__key">Published</span>
            <span className="sp-preset__published">
              {verdict !== null && (
                <span className={`sp-preset__verdict sp-preset__verdict--${verdict ? 'ok' : 'bad'}`}>
                  {verdict ? 'Pass' : 'Fail'}
                </span>
              )}
              {summary}
            </span>
          </span>
        </span>
        <span className="sp-preset__source" title={card.source}>
          {busy ? 'Opening…' : `Source: ${card.sourceTitle}`}
        </span>
      </span>
    </button>
  );
}
