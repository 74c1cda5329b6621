import { RouterProvider } from 'react-router-dom';

import { AppProvider } from './provider';
import { router } from './router';
import { connectSessionToApi } from './session-bridge';

connectSessionToApi(router);

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
