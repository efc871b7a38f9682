/**
 * spec §1: page meta tags are set per page. React 19 hoists a `<title>` and `<meta>` rendered anywhere in
 * the tree into `<head>`, on the server (entry-server.tsx writes them there) and in the browser, where
 * hydration adopts the server's and a page opened inside the app replaces them.
 */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
