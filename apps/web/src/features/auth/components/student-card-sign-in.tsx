import { Button, Stack, Text, TextInput } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import type { Session } from '../../../lib/session.ts';
import { useQrCamera } from '../hooks/use-qr-camera.ts';
import { useStudentCardSignIn } from '../hooks/use-student-sign-in.ts';

export interface StudentCardSignInProps {
  /** The {school_code} of the URL. */
  schoolCode: string;
  /** Called once the credentials are stored. */
  onSignedIn: (session: Session) => void;
}

/**
 * Sign-in with the QR code of the pupil's printed card (issue 27, decision 062), above the
 * password form of the student login page: 「QRコードでログイン」 opens the tablet's camera and
 * signs in as soon as a card is seen; a USB/QR reader types the card's text into the reader field
 * and presses Enter. A shared tablet keeps no session after the browser closes (not persistent).
 * Server messages are shown as sent (a wrong or revoked card: ログイン情報が正しくありません。).
 */
export function StudentCardSignIn({ schoolCode, onSignedIn }: StudentCardSignInProps) {
  const { t } = useTranslation();
  const signIn = useStudentCardSignIn();
  const [cameraOpen, setCameraOpen] = useState(false);
  const [readerText, setReaderText] = useState('');

  const send = useCallback(
    (card: string) => {
      if (signIn.isPending || !card.trim()) return;
      signIn.mutate({ schoolCode, card: card.trim() }, { onSuccess: onSignedIn });
    },
    [signIn, schoolCode, onSignedIn],
  );
  const onCard = useCallback(
    (card: string) => {
      setCameraOpen(false);
      send(card);
    },
    [send],
  );
  const { videoRef, failed: cameraFailed } = useQrCamera(cameraOpen, onCard);

  const onReaderSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(readerText);
    setReaderText('');
  };

  return (
    <Stack gap="sm">
      <ErrorAlert messages={cameraFailed ? [t('student.login.card.cameraFailed')] : []} error={signIn.error} />
      {cameraOpen ? (
        <Stack gap="xs" align="center">
          <Text fw={600} ta="center">
            {t('student.login.card.cameraHint')}
          </Text>
          <video
            ref={videoRef}
            muted
            playsInline
            aria-label={t('student.login.card.cameraHint')}
            style={{ width: '100%', maxWidth: 360, borderRadius: 8, background: '#222' }}
          />
          <Button variant="default" size="md" onClick={() => setCameraOpen(false)}>
            {t('student.login.card.close')}
          </Button>
        </Stack>
      ) : (
        <Button
          size="lg"
          fullWidth
          // A longer translation (Vietnamese) wraps on a phone instead of being cut off, as the OIDC buttons do.
          h="auto"
          mih={50}
          py={8}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
          leftSection={<IconQrcode aria-hidden size={26} />}
          loading={signIn.isPending}
          onClick={() => setCameraOpen(true)}
        >
          {t('student.login.card.button')}
        </Button>
      )}
      <form onSubmit={onReaderSubmit}>
        <TextInput
          size="md"
          label={t('student.login.card.reader')}
          description={t('student.login.card.readerHint')}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={readerText}
          onChange={(event) => setReaderText(event.currentTarget.value)}
        />
      </form>
    </Stack>
  );
}
