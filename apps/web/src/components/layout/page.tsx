import { useEffect, type ReactNode } from 'react';

/** A page's main column, with its document title. */
export function Page({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  useEffect(() => {
    document.title = `${title} · Mockingbird`;
  }, [title]);
  return (
    <div className={`mx-auto w-full px-4 py-8 sm:px-6 sm:py-12 ${wide ? 'max-w-6xl' : 'max-w-3xl'}`}>{children}</div>
  );
}
