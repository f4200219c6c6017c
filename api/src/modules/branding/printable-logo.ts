import type { TBrandLogoType } from '@propdesk/shared/contracts';
import type { TDocumentStorage } from '../../infra/document-storage.ts';
import { logoAsPng } from './logo-content.ts';

/**
 * The firm's uploaded logo as a PDF draws it (PNG bytes), or none: a logo that cannot be read (its file
 * gone from the storage, an image the converter refuses) must not cost the trader their document.
 */
export async function printableLogo(
  storage: TDocumentStorage,
  logo: { key: string; contentType: TBrandLogoType } | null,
): Promise<Buffer | null> {
  if (logo === null) return null;
  try {
    const bytes = await storage.get(logo.key);
    return bytes === null ? null : await logoAsPng(logo.contentType, bytes);
  } catch {
    return null;
  }
}
