/**
 * Which page a signed-out visitor of the private app sees: first-run setup while the instance has
 * no organisation (docs/setup.md), else the sign-in form.
 */
import { Center, Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSetupStatus } from '../../../api/setup.ts';
import { lazyChunk } from '../../../ui/lazy-chunk.ts';
import { SignInPage } from './SignInPage.tsx';

// Loaded only by an instance that waits for its first organisation.
const SetupPage = lazyChunk(() => import('./SetupPage.tsx'));

const loading = (
  <Center mih="100vh">
    <Loader />
  </Center>
);

/** The setup page while setup is open, else `closed`. */
function SetupGate({ closed }: { closed: ReactNode }) {
  const status = useSetupStatus();
  if (status.isPending) return loading;
  if (!status.data?.open) return closed;
  return (
    <Suspense fallback={loading}>
      <SetupPage />
    </Suspense>
  );
}

/** /app and its pages, signed out: setup while it is open, else sign-in. */
export const SetupOrSignIn = () => <SetupGate closed={<SignInPage />} />;

/** /app/setup: the setup page while setup is open, else the private app (its sign-in). */
export const SetupRoute = () => <SetupGate closed={<Navigate to="/app" replace />} />;
