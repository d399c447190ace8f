import { Center, Text } from '@mantine/core';
import type { RouteObject } from 'react-router';
import { AppHome } from './AppHome.tsx';
import { AppLayout } from './layout/AppLayout.tsx';

/** Routes of the private app under /app (code-split from the portal). */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <AppHome /> },
      {
        path: 'accounts/profiles',
        lazy: async () => ({ Component: (await import('./accounts/ProfilesPage.tsx')).default }),
      },
      {
        path: 'accounts/activity',
        lazy: async () => ({ Component: (await import('./accounts/AccessLogPage.tsx')).default }),
      },
      {
        path: 'settings/access',
        lazy: async () => ({
          Component: (await import('./settings/AccessSettingsPage.tsx')).default,
        }),
      },
      {
        path: '*',
        element: (
          <Center mih="50vh">
            <Text c="dimmed">Page not found</Text>
          </Center>
        ),
      },
    ],
  },
];
