/** The login page: e-mail and password, and why she is here when she was sent back to it. */
import { Layout, renderPage } from "./layout.tsx";

export interface LoginProps {
  /** A refusal (wrong password, too many tries): an alert above the form. */
  message?: string;
  /** The e-mail she typed, kept in the field after a refusal. */
  email?: string;
  /** Why she was sent here (her session ended): said calmly, not as an error. */
  notice?: string;
}

export function LoginPage({ message, email = "", notice }: LoginProps) {
  return (
    <Layout title="Entrar">
      <h1>Entrar no editor do site</h1>
      {notice ? (
        <p className="aviso info" role="status">
          {notice}
        </p>
      ) : null}
      {message ? (
        <p className="aviso erro" role="alert">
          {message}
        </p>
      ) : null}
      <form method="post" action="/entrar" style={{ display: "block" }}>
        <label htmlFor="email">E-mail</label>
        <input id="email" name="email" type="email" autoComplete="username" required defaultValue={email} />
        <label htmlFor="senha">Senha</label>
        <input id="senha" name="senha" type="password" autoComplete="current-password" required />
        <button type="submit">Entrar</button>
      </form>
      <p>Esqueceu a senha? Peça a quem cuida do computador do site para criar uma nova.</p>
    </Layout>
  );
}

export function loginPage(message?: string, email = "", notice?: string): string {
  return renderPage(<LoginPage message={message} email={email} notice={notice} />);
}
