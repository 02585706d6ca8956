import type { RecordedFigure } from "../bench/report";

export declare function mergeFigures(
  store: RecordedFigure[],
  fresh: RecordedFigure[],
): RecordedFigure[];
export declare function benchmarksPage(figures: RecordedFigure[]): string;
export declare function writeFigures(benchFiles: string[]): Promise<void>;
