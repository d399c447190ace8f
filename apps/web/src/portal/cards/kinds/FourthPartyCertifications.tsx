/**
 * Under a subprocessor, the certifications its own trust feed lists (docs/fourth-parties.md):
 * each with its expiry ('Expired' once passed), 'Checked {date}' of the last good check, and
 * 'Check failing since {date}' while the check fails (the last good list stays shown).
 */
import { Anchor, Badge, Box, Group, Text } from '@mantine/core';
import { safeHttpUrl, type TFourthPartyView } from '@trustfront/core';
import { IconCertificate } from '../../../ui/icons/icons.ts';
import { useFormat, useT } from '../../i18n/use-t.tsx';

const today = () => new Date().toISOString().slice(0, 10);

export function FourthPartyCertifications({
  name,
  fourthParty,
}: {
  name: string;
  fourthParty: TFourthPartyView | undefined;
}) {
  const t = useT();
  const format = useFormat();
  if (!fourthParty) return null;
  const { certifications, checkedAt, failingSince } = fourthParty;
  const day = today();
  return (
    <Box
      mt={6}
      role="group"
      data-testid="fourth-party"
      aria-label={t('cards.fourthPartyCertifications', { name })}
    >
      {certifications.length === 0 && checkedAt ? (
        <Text size="xs" c="dimmed">
          {t('cards.fourthPartyNone')}
        </Text>
      ) : (
        <Group component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {certifications.map((c) => {
            const href = safeHttpUrl(c.url);
            const expired = c.expiry !== null && c.expiry < day;
            return (
              <Group component="li" key={c.id} gap={4} wrap="nowrap">
                <IconCertificate size={14} stroke={1.6} aria-hidden />
                {href ? (
                  <Anchor href={href} target="_blank" rel="noopener noreferrer" size="xs">
                    {c.title}
                  </Anchor>
                ) : (
                  <Text size="xs">{c.title}</Text>
                )}
                {c.expiry && !expired ? (
                  <Text size="xs" c="dimmed">
                    ({t('cards.expires')}: {format.date(c.expiry)})
                  </Text>
                ) : null}
                {expired ? (
                  <Badge size="xs" color="red" variant="light" tt="none">
                    {t('cards.fourthPartyExpired')}
                  </Badge>
                ) : null}
              </Group>
            );
          })}
        </Group>
      )}
      <Text size="xs" c="dimmed" mt={2}>
        {checkedAt ? t('cards.fourthPartyChecked', { date: format.date(checkedAt) }) : null}
        {checkedAt && failingSince ? ' · ' : null}
        {failingSince ? (
          <Text span size="xs" c="orange.8">
            {t('cards.fourthPartyFailing', { date: format.date(failingSince) })}
          </Text>
        ) : null}
      </Text>
    </Box>
  );
}
