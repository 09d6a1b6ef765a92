import { Outlet } from 'react-router';
import { QueryProvider } from '../query-client.tsx';

/** Routes that fetch data sit under this layout, which brings the query cache with it. */
export function DataLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}

export default DataLayout;
