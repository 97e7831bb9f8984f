/** A page with one message: the UI not built yet, no preview, a page missing from the preview. */
import { Layout, renderPage } from "./layout.tsx";

export function MessagePage({ title, text, user }: { title: string; text: string; user?: { name: string } }) {
  return (
    <Layout title={title} user={user}>
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <a href="/">Voltar ao painel</a>
      </p>
    </Layout>
  );
}

export function messagePage(title: string, text: string, user?: { name: string }): string {
  return renderPage(<MessagePage title={title} text={text} user={user} />);
}
