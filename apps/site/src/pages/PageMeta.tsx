/**
 * spec §1: page meta tags are set per page. React 19 hoists <title> and <meta> into <head>.
 */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
