import { Fragment } from "react";

/**
 * An e-mail or web address that may wrap after its "@", dots and slashes (a <wbr> after each) and
 * nowhere else: on a narrow phone it breaks into readable pieces instead of mid-word.
 *
 * Usage: `<WrappableAddress address="relacionamento@clinica.com.br" />`
 */
export function WrappableAddress({ address }: { address: string }) {
  return address.split(/(?<=[@./])/).map((piece, index) => (
    // The pieces are the address's, in its order.
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}
