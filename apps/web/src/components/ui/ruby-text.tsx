import { rubySegments } from '@sukoyaka/contracts/ruby-sentence';

/** A checked ruby sentence ({漢字:ふりがな}, spec §5) shown with its readings as <ruby>, line breaks kept. */
export function RubyText({ value }: { value: string }) {
  return (
    <span style={{ whiteSpace: 'pre-line' }}>
      {rubySegments(value).map((s, i) =>
        s.reading ? (
          <ruby key={i}>
            {s.text}
            <rt>{s.reading}</rt>
          </ruby>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </span>
  );
}
