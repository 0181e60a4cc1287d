// One table's code on screen: the SVG drawn from lean-qr's path (no image
// request, so it shows offline), its label and a one-code download.
import { useMemo } from 'react';
import { MESSAGES } from '../../domain/shared/messages';
import { downloadBlob, fileSafe } from './download';
import { QUIET_ZONE, qrShape, qrSvgFile } from './qr-code';

const T = MESSAGES.tablesScreen;

export function QrSvg({ text, label, size = 160 }: { text: string; label: string; size?: number }) {
  const shape = useMemo(() => qrShape(text), [text]);
  const box = shape.size + 2 * QUIET_ZONE;
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`} shapeRendering="crispEdges" data-link={text}>
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} fill="#fff" />
      <path d={shape.path} fill="#000" />
    </svg>
  );
}

export function TableCode({ tableNumber, link, storeName }: { tableNumber: number; link: string; storeName: string }) {
  const save = () =>
    downloadBlob(new Blob([qrSvgFile(link)], { type: 'image/svg+xml' }), `${fileSafe(storeName)}-table-${tableNumber}.svg`);
  return (
    <figure className="table-code" data-table={tableNumber}>
      <QrSvg text={link} label={T.codeAlt(tableNumber)} />
      <figcaption>
        <strong>{T.tableLabel(tableNumber)}</strong>
        <button type="button" className="link" onClick={save}>
          {T.downloadCode(tableNumber)}
        </button>
      </figcaption>
    </figure>
  );
}
