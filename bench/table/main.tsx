// Benchmark page of the DataTable (scripts/bench-table.mjs): mounts 10,000 client rows in a
// 600 px virtual body and exposes the mount time and a scroll run on `window`.
import { createRoot } from 'react-dom/client';
import { DataTable, DesignSystemProvider, type DataTableColumn } from '../../design-system';

interface BenchRow {
  id: string;
  name: string;
  project: string;
  concentration: number;
  volume: number;
}

/** What a scroll run measured. */
interface ScrollResult {
  /** requestAnimationFrame deltas in ms. */
  deltas: number[];
  /** aria-rowindex of the last row rendered at the end (10001 when every row was reached). */
  lastRowIndex: number;
  /** Most row elements in the DOM during the run. */
  maxRowsInDom: number;
  /** Height in px of a rendered body row. */
  rowHeight: number;
}

declare global {
  interface Window {
    /** Time to mount in ms, set once the first frame with the table has run. */
    benchMount?: number;
    /** Scrolls the body from top to bottom by `step` px per frame. */
    benchScroll?: (step: number) => Promise<ScrollResult>;
  }
}

const PROJECTS = ['Human WGS', 'Rice RNA-seq', 'Soil metagenome', 'Mouse exome', 'Wheat GBS'];
const ROWS: BenchRow[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: `S-${String(i + 1).padStart(5, '0')}`,
  name: `Sample ${i + 1}`,
  project: PROJECTS[i % PROJECTS.length] ?? '',
  concentration: Math.round(((i * 37) % 900) + 50) / 10,
  volume: 20 + ((i * 13) % 80),
}));
const COLUMNS: DataTableColumn<BenchRow>[] = [
  { key: 'id', title: 'Sample ID', width: 120, sortable: true },
  { key: 'name', title: 'Name', sortable: true },
  { key: 'project', title: 'Project', width: 170 },
  { key: 'concentration', title: 'Concentration', width: 150, align: 'end', sortable: true },
  { key: 'volume', title: 'Volume', width: 120, align: 'end' },
];

const container = document.getElementById('root') as HTMLElement;
const rowSelector = 'tbody tr[aria-rowindex]';

const start = performance.now();
const observer = new MutationObserver(() => {
  if (!container.querySelector(rowSelector)) return;
  observer.disconnect();
  requestAnimationFrame(() => {
    window.benchMount = performance.now() - start;
  });
});
observer.observe(container, { childList: true, subtree: true });
createRoot(container).render(
  <DesignSystemProvider>
    <DataTable caption="Benchmark rows" columns={COLUMNS} rows={ROWS} rowKey="id" virtual={600} />
  </DesignSystemProvider>,
);

window.benchScroll = (step) =>
  new Promise((resolve) => {
    const scroller = container.querySelector<HTMLElement>('[data-part=scroller]');
    if (!scroller) throw new Error('no virtual scroller');
    const deltas: number[] = [];
    let maxRowsInDom = 0;
    let last: number | undefined;
    const frame = (time: number) => {
      if (last !== undefined) deltas.push(time - last);
      last = time;
      maxRowsInDom = Math.max(maxRowsInDom, container.querySelectorAll(rowSelector).length);
      const end = scroller.scrollHeight - scroller.clientHeight;
      if (scroller.scrollTop >= end - 1) {
        const rows = container.querySelectorAll(rowSelector);
        const lastRow = rows[rows.length - 1];
        resolve({
          deltas,
          lastRowIndex: Number(lastRow?.getAttribute('aria-rowindex') ?? 0),
          maxRowsInDom,
          rowHeight: rows[0]?.getBoundingClientRect().height ?? 0,
        });
        return;
      }
      scroller.scrollTop = Math.min(end, scroller.scrollTop + step);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
