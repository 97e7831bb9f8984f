/**
 * What the editor keeps about the staff and for how long (LGPD arts. 9 and 6 VI; the legal
 * review's N7): shown on the panel until she clicks "Entendi" (editor/staff-notice.ts records
 * it), and always on the publications page's foot. docs/editar-o-site.md, section "O que o editor
 * guarda sobre você", says the same; change both together (and the notice's version, so that
 * everyone sees it again).
 */
import { publicationTermMonths } from "../publication-term.ts";

export function StaffNoticeText() {
  return (
    <ul>
      <li>
        <strong>Sua conta:</strong> seu e-mail, seu nome e a data em que a conta foi criada. A senha não fica guardada,
        só um código feito a partir dela. Tudo isso é apagado quando a sua conta é removida.
      </li>
      <li>
        <strong>Publicações:</strong> quem publicou ou desfez (nome e e-mail), quando e o que mudou. Esse registro é
        apagado {publicationTermMonths} meses depois da publicação.
      </li>
      <li>
        <strong>Histórico do conteúdo:</strong> cada publicação fica guardada no histórico do site sem o seu nome nem o
        seu e-mail, com um apelido da conta (por exemplo, “Equipe 3”). Só este computador sabe de quem é cada apelido, e
        esquece o seu quando a sua conta é removida.
      </li>
      <li>
        <strong>Registros técnicos:</strong> o editor anota o que foi pedido e quando (por exemplo, “publicação
        pedida”), nunca o seu e-mail nem o endereço de internet (IP) do seu aparelho.
      </li>
      <li>
        <strong>Entrada:</strong> um cookie mantém a sua entrada aberta e vence depois de um tempo sem uso. Tentativas
        de senha errada ficam só na memória do editor, por 15 minutos.
      </li>
    </ul>
  );
}

export function StaffNotice() {
  return (
    <section className="aviso info" aria-labelledby="aviso-equipe">
      <h2 id="aviso-equipe" style={{ marginTop: 0 }}>
        O que o editor guarda sobre você
      </h2>
      <StaffNoticeText />
      <p>
        Dúvidas, ou para pedir uma cópia ou a correção desses dados: fale com quem cuida do computador do site ou com o
        encarregado de dados da clínica.
      </p>
      <form method="post" action="/aviso-entendido">
        <button type="submit">Entendi</button>
      </form>
    </section>
  );
}
