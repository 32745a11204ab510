import { ActionIcon, Stack, TextInput } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isStepKey, stepDays, type StepKey } from '../../lib/step-days.ts';

export interface DaysStepperProps {
  label: string;
  description?: string;
  /** Whole days, within [min, max]. */
  value: number;
  min: number;
  max: number;
  onChange: (days: number) => void;
  error?: ReactNode;
  /** What the field shows and reads out for a value (default 「N日」), e.g. tenths of a degree as 「36.5 ℃」. */
  format?: (value: number) => string;
  /** The arrow buttons' names (default 1日増やす / 1日減らす). */
  upLabel?: string;
  downLabel?: string;
}

/** Keys that type text: blocked (spec §5 "typing blocked"). */
const blockTyping = (event: { preventDefault: () => void }) => event.preventDefault();

/**
 * The 連続日数 stepper of a condition alert setting (spec §5: 1–20 days, a stepper that cannot be
 * typed into): a WAI-ARIA spinbutton showing 「N日」, stepped with ↑/↓ (PageUp/PageDown five,
 * Home/End the bounds) or its two arrow buttons. Each step is computed from the last value this
 * stepper sent, so presses that come faster than the screen repaints all count; there is no
 * formatting library keeping a second copy of the value in sync (Mantine's NumberInput did, and
 * froze the tab under preact/compat: see docs/decisions/016).
 */
export function DaysStepper({ label, description, value, min, max, onChange, error, format, upLabel, downLabel }: DaysStepperProps) {
  const { t } = useTranslation();
  // The last value sent: a second press before the re-render steps from it, not from the prop.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);

  function step(key: StepKey) {
    const next = stepDays(latest.current, key, min, max);
    if (next === latest.current) return;
    latest.current = next;
    onChange(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!isStepKey(event.key)) return;
    event.preventDefault();
    step(event.key);
  }

  const shown = format ? format(value) : t('teacherSettings.alert.daysValue', { days: value });
  const arrow = (key: 'ArrowUp' | 'ArrowDown') => (
    <ActionIcon
      variant="subtle"
      color="gray"
      size={18}
      tabIndex={-1}
      aria-label={key === 'ArrowUp' ? (upLabel ?? t('teacherSettings.alert.daysUp')) : (downLabel ?? t('teacherSettings.alert.daysDown'))}
      disabled={key === 'ArrowUp' ? value >= max : value <= min}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => step(key)}
    >
      {key === 'ArrowUp' ? <IconChevronUp size={14} aria-hidden="true" /> : <IconChevronDown size={14} aria-hidden="true" />}
    </ActionIcon>
  );

  return (
    <TextInput
      label={label}
      description={description}
      error={error}
      styles={{ wrapper: { maxWidth: 180 } }}
      role="spinbutton"
      inputMode="none"
      autoComplete="off"
      aria-valuenow={value}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuetext={shown}
      value={shown}
      onChange={() => undefined}
      onKeyDown={onKeyDown}
      onBeforeInput={blockTyping}
      onPaste={blockTyping}
      onDrop={blockTyping}
      onCut={blockTyping}
      rightSectionWidth={32}
      rightSection={
        <Stack gap={0}>
          {arrow('ArrowUp')}
          {arrow('ArrowDown')}
        </Stack>
      }
    />
  );
}
