import type { ConditionValue } from '@sukoyaka/contracts/conditions';

export interface ConditionFaceIconProps {
  value: ConditionValue;
  /** Width and height in CSS pixels. */
  size?: number;
  /** A class that may resize the drawing responsively (CSS width/height win over `size`). */
  className?: string;
}

const FEATURE = '#212529';

/** Fill and outline per face; the outline keeps ≥ 3:1 against white (WCAG 1.4.11). */
const COLORS: Record<ConditionValue, { fill: string; stroke: string }> = {
  best: { fill: '#8ce99a', stroke: '#2b8a3e' },
  good: { fill: '#d8f5a2', stroke: '#5c940d' },
  bad: { fill: '#ffd8a8', stroke: '#d9480f' },
  worst: { fill: '#ffc9c9', stroke: '#c92a2a' },
  skip: { fill: '#f1f3f5', stroke: '#868e96' },
};

const line = { fill: 'none', stroke: FEATURE, strokeWidth: 3.5, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** The eyes, brows and mouth of each face: every face differs in drawing, not only in colour. */
function Features({ value }: { value: ConditionValue }) {
  switch (value) {
    case 'best': // laughing: closed happy eyes, wide open smile, cheeks
      return (
        <>
          <path d="M17 27q4.5-7 9 0M38 27q4.5-7 9 0" {...line} />
          <path d="M17 36h30q-1.5 16-15 16T17 36z" fill={FEATURE} />
          <path d="M24 46.5q8-5 16 0q-3.5 5.5-8 5.5t-8-5.5z" fill="#ff8787" />
          <circle cx="14" cy="38" r="3.5" fill="#ffa8a8" />
          <circle cx="50" cy="38" r="3.5" fill="#ffa8a8" />
        </>
      );
    case 'good': // smiling: round eyes, gentle smile
      return (
        <>
          <circle cx="23" cy="26" r="3.5" fill={FEATURE} />
          <circle cx="41" cy="26" r="3.5" fill={FEATURE} />
          <path d="M21 39q11 9 22 0" {...line} />
        </>
      );
    case 'bad': // unwell: worried brows (raised in the middle), round eyes, wavy mouth
      return (
        <>
          <path d="M16 21l8-3.5M48 21l-8-3.5" {...line} strokeWidth={3} />
          <circle cx="23" cy="28" r="3.5" fill={FEATURE} />
          <circle cx="41" cy="28" r="3.5" fill={FEATURE} />
          <path d="M21 44q3.7-4 7.3 0t7.4 0t7.3 0" {...line} />
        </>
      );
    case 'worst': // crying: squeezed eyes, tear, deep frown
      return (
        <>
          <path d="M17 23l7 4-7 4M47 23l-7 4 7 4" {...line} strokeWidth={3} />
          <path d="M20 50q12-14 24 0" {...line} />
          <path d="M46 34q3.5 5 0 8q-3.5-3 0-8z" fill="#4dabf7" stroke="#1971c2" strokeWidth={1.5} />
        </>
      );
    case 'skip': // no answer: a plain dash
      return <path d="M20 32h24" {...line} stroke="#495057" />;
  }
}

/**
 * The face drawing of a condition value (spec §2 "four faces": good, slightly good, slightly bad,
 * bad; plus skip). Decorative: always shown with its text label, which carries the meaning.
 */
export function ConditionFaceIcon({ value, size = 48, className }: ConditionFaceIconProps) {
  const { fill, stroke } = COLORS[value];
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
      <circle cx="32" cy="32" r="29" fill={fill} stroke={stroke} strokeWidth={3} />
      <Features value={value} />
    </svg>
  );
}
