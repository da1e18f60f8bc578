// A parsed device file against what is already stored: what the preview shows and what is sent.
import type { ImportReadingsRequest, ProgressReading } from '@tm/shared-contracts';
import type { DeviceFile } from '@tm/shared-contracts';

/** A phone's clock may run a little ahead of the server's (the API allows the same). */
const FUTURE_TOLERANCE_MS = 10 * 60 * 1000;

export interface ImportPlan {
  file: DeviceFile;
  /** The chosen file's name, as the person saw it. */
  fileName?: string;
  /** Every reading of the file, as moments in this browser's time zone, oldest first. */
  all: ImportReadingsRequest['lecturas'];
  /** Those not stored yet from this device. */
  fresh: ImportReadingsRequest['lecturas'];
  /** Dated after now (a device clock set wrong): not sent. */
  future: number;
}

/** The device's local times are read in this browser's time zone, where the person lives. */
export function planImport(file: DeviceFile, stored: ProgressReading[], now: number): ImportPlan {
  const known = new Set(
    stored.filter((r) => r.origen === file.origen).map((r) => Date.parse(r.medidoEn)),
  );
  const moments = file.lecturas.map((r) => ({
    medidoEn: new Date(r.local).toISOString(),
    valor: r.valor,
  }));
  const all = moments.filter((r) => Date.parse(r.medidoEn) <= now + FUTURE_TOLERANCE_MS);
  return {
    file,
    all,
    fresh: all.filter((r) => !known.has(Date.parse(r.medidoEn))),
    future: moments.length - all.length,
  };
}
