/** A list of changes by the names she knows, the files themselves in a "Detalhes" fold. */
import type { ReactNode } from "react";
import type { ChangedFile } from "../publisher.ts";
import { namedChanges, statusWordOf } from "./names.ts";

/** `children`: more of what only the machine's keeper needs (a commit id, a diff), in the same fold. */
export function ChangeList({ root, files, children }: { root: string; files: ChangedFile[]; children?: ReactNode }) {
  return (
    <>
      <ul>
        {namedChanges(root, files).map(({ name, status }) => (
          <li key={name}>
            {name} ({status})
          </li>
        ))}
      </ul>
      <Details>
        <ul>
          {files.map((file) => (
            <li key={file.path}>
              <code>{file.path}</code> ({statusWordOf(file)})
            </li>
          ))}
        </ul>
        {children}
      </Details>
    </>
  );
}

/** What only whoever runs the machine needs (file paths, commit ids): folded away by default. */
export function Details({ children }: { children: ReactNode }) {
  return (
    <details>
      <summary>Detalhes</summary>
      {children}
    </details>
  );
}
