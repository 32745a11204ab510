import { Alert, List, Spoiler, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OneRosterPreview } from '@sukoyaka/contracts/roster-import';

/**
 * What a OneRoster file holds besides the rows to import (issue 23 item 4, decision 045): how many
 * people it has, its layout and encoding; everyone not imported, grouped by reason (another
 * school's 学校コード, another 年度, no homeroom, a grade the school lacks, tobedeleted, another
 * role) with their users.csv lines and — this school's own people only — names; and every broken
 * Japan Profile rule with file and line (errors keep the file from being imported).
 */
export function OneRosterReport({ preview }: { preview: OneRosterPreview }) {
  const { t } = useTranslation();
  const k = 'teacherSettings.roster.oneRoster';
  const skippedCount = preview.skipped.reduce((n, g) => n + g.count, 0);
  const errors = preview.issues.filter((i) => i.level === 'error');
  return (
    <Stack gap="sm">
      <Text size="sm">{t(`${k}.people`, { people: preview.people, version: preview.version, encoding: preview.encoding })}</Text>
      {preview.issues.length > 0 ? (
        <Alert
          color={errors.length > 0 ? 'red' : 'yellow'}
          variant="light"
          title={t(`${k}.issuesTitle`, { count: preview.issues.length + preview.moreIssues })}
        >
          <Stack gap={4}>
            {errors.length > 0 ? <Text size="sm">{t(`${k}.issueErrors`)}</Text> : null}
            <Spoiler maxHeight={132} showLabel={t(`${k}.showAll`)} hideLabel={t(`${k}.showLess`)}>
              <List size="sm" spacing={2}>
                {preview.issues.map((issue, i) => (
                  <List.Item key={`${issue.file}-${issue.line}-${i}`}>
                    {t(`${k}.levels.${issue.level}`)}: {issue.line ? t(`${k}.issueLine`, { file: issue.file, line: issue.line }) : issue.file} {issue.message}
                  </List.Item>
                ))}
              </List>
            </Spoiler>
            {preview.moreIssues > 0 ? <Text size="sm">{t(`${k}.moreIssues`, { count: preview.moreIssues })}</Text> : null}
          </Stack>
        </Alert>
      ) : null}
      {skippedCount > 0 ? (
        <Stack gap={4}>
          <Title order={3} fz="md">
            {t(`${k}.skippedTitle`, { count: skippedCount })}
          </Title>
          <List size="sm" spacing={4}>
            {preview.skipped.map((g) => (
              <List.Item key={`${g.reason}-${g.message}`}>
                <Text size="sm" fw={600} span>
                  {t(`${k}.skippedGroup`, { message: g.message, count: g.count })}
                </Text>
                <Spoiler maxHeight={22} showLabel={t(`${k}.showAll`)} hideLabel={t(`${k}.showLess`)}>
                  <Text size="xs" c="gray.8">
                    {g.people.map((p) => (p.name ? t(`${k}.lineName`, { line: p.line, name: p.name }) : t(`${k}.lineOnly`, { line: p.line }))).join('、')}
                  </Text>
                </Spoiler>
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
    </Stack>
  );
}
