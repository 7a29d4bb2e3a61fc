/** The part of http_ece (no types of its own) the push service in the tests uses. */
declare module "http_ece" {
  import type { ECDH } from "node:crypto";
  interface DecryptParams {
    version: "aes128gcm";
    privateKey: ECDH;
    authSecret: string;
  }
  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;
  const ece: { decrypt: typeof decrypt };
  export default ece;
}
