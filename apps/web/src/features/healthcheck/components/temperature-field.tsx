import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';
import { TEMPERATURE_TENTH, TEMPERATURE_WHOLE } from '../healthcheck-form.ts';
import classes from './healthcheck.module.css';

interface PartProps {
  value: number;
  min: number;
  max: number;
  /** Accessible name of the part, e.g. "今朝の体温（整数）". */
  name: string;
  onChange: (next: number) => void;
  describedBy?: string;
}

/**
 * One stepper (spec §5 "stepper moves only within min/max, typing blocked"): a spinbutton with
 * up and down buttons. Arrow keys, Home and End work on the value; nothing can be typed.
 */
function Part({ value, min, max, name, onChange, describedBy }: PartProps) {
  const { t } = useTranslation();
  const { plain } = useTextRenderer();
  const step = (next: number) => onChange(Math.min(max, Math.max(min, next)));
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, number> = {
      ArrowUp: value + 1,
      ArrowRight: value + 1,
      ArrowDown: value - 1,
      ArrowLeft: value - 1,
      Home: min,
      End: max,
      PageUp: max,
      PageDown: min,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    step(next);
  };
  return (
    <Stack gap={4} align="center">
      <ActionIcon
        size={48}
        variant="default"
        radius="md"
        disabled={value >= max}
        aria-label={plain(t('student.healthcheck.temperature.up', { part: name }))}
        onClick={() => step(value + 1)}
      >
        <IconChevronUp size={26} aria-hidden="true" />
      </ActionIcon>
      <div
        role="spinbutton"
        tabIndex={0}
        aria-label={name}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-describedby={describedBy}
        className={classes.spin}
        onKeyDown={onKeyDown}
      >
        {value}
      </div>
      <ActionIcon
        size={48}
        variant="default"
        radius="md"
        disabled={value <= min}
        aria-label={plain(t('student.healthcheck.temperature.down', { part: name }))}
        onClick={() => step(value - 1)}
      >
        <IconChevronDown size={26} aria-hidden="true" />
      </ActionIcon>
    </Stack>
  );
}

export interface TemperatureFieldProps {
  /** The item's label as plain text, for the parts' accessible names. */
  label: string;
  whole: number;
  tenth: number;
  onChange: (next: { whole: number; tenth: number }) => void;
  /** The visible label (with ruby when shown) and the id it carries. */
  legend: ReactNode;
  describedBy?: string;
}

/**
 * The temperature item (spec §5): default 35.2, integer part 35–40 and one decimal 0–9, each
 * moved by its own stepper; always valid, so it never shows an error.
 */
export function TemperatureField({ label, whole, tenth, onChange, legend, describedBy }: TemperatureFieldProps) {
  const { t } = useTranslation();
  const { plain } = useTextRenderer();
  return (
    <fieldset className={classes.fieldset} aria-describedby={describedBy}>
      <legend className={classes.legend}>{legend}</legend>
      <Group gap="xs" align="center" wrap="nowrap" mt="xs">
        <Part
          value={whole}
          {...TEMPERATURE_WHOLE}
          name={plain(t('student.healthcheck.temperature.whole', { label }))}
          onChange={(n) => onChange({ whole: n, tenth })}
        />
        <Text fz={36} fw={700} aria-hidden="true">
          .
        </Text>
        <Part
          value={tenth}
          {...TEMPERATURE_TENTH}
          name={plain(t('student.healthcheck.temperature.tenth', { label }))}
          onChange={(n) => onChange({ whole, tenth: n })}
        />
        <Text fz={28} fw={700} ml={4}>
          ℃
        </Text>
      </Group>
    </fieldset>
  );
}
