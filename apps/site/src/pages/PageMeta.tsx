import { useEffect } from 'react';

/**
 * spec §1: page meta tags are set per page. On the server, React 19 hoists the <title> and <meta> into
 * <head> (entry-server.tsx writes them there). In the browser the head's own tags are updated instead:
 * the production build's Preact (decision 0037) does not hoist, and a <title> in <body> would leave
 * the tab showing the first page's title.
 */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  useEffect(() => {
    document.title = title;
    const present = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (description === undefined) {
      present?.remove();
      return;
    }
    const meta = present ?? document.head.appendChild(document.createElement('meta'));
    meta.name = 'description';
    meta.content = description;
  }, [title, description]);
  if (typeof document !== 'undefined') return null;
  return (
    <>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
