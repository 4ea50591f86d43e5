import type { IdeaProof, IdeaProofVersion } from '@ideamatch/shared';
import { pathOf } from '@ideamatch/shared/endpoint';
import { proofApi } from '@ideamatch/shared/api/proof';
import { ApiError, toApiErrorCode } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/auth-token';

/** Saves a blob under `name` through a temporary link. */
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads the certificate PDF of one version (`GET /api/idea/{id}/proof/{version}/certificate`,
 * owner only: the bearer token must be sent, so it is fetched rather than linked).
 */
export async function downloadCertificate(ideaId: string, version: number, lang: 'th' | 'en'): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(`${pathOf(proofApi.certificate.path, { id: ideaId, version })}?lang=${lang}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { errorCode?: string; message?: string };
    throw new ApiError({
      status: response.status,
      errorCode: toApiErrorCode(body.errorCode),
      message: body.message ?? 'Something went wrong.',
    });
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    `ideamatch-proof-v${version}-${lang}.pdf`;
  saveBlob(await response.blob(), name);
}

/**
 * Saves one version with the key as JSON, the file `node scripts/verify-idea-proof.mjs` checks
 * offline (docs/idea-protection.md#verifying-a-proof).
 */
export function downloadProofJson(proof: IdeaProof, version: IdeaProofVersion): void {
  const file = { ideaId: proof.ideaId, publicKey: proof.publicKey, versions: [version] };
  saveBlob(
    new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }),
    `ideamatch-proof-${proof.ideaId.slice(0, 8)}-v${version.version}.json`,
  );
}
