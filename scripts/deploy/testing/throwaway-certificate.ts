/** A self-signed certificate for the tests that run nginx with TLS: what Let's Encrypt's stands in for. */
import { spawnSync, type SpawnSyncReturns } from "node:child_process";

/** openssl's self-signed RSA certificate for `commonName`, valid one day; its status and stderr say how it went. */
export function makeThrowawayCertificate(files: {
  commonName: string;
  key: string;
  certificate: string;
}): SpawnSyncReturns<string> {
  return spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      `/CN=${files.commonName}`,
      "-keyout",
      files.key,
      "-out",
      files.certificate,
    ],
    { encoding: "utf8" },
  );
}
