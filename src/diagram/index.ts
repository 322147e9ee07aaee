/**
 * The design diagram export: the whole design as SVG (`diagramSvg`) and the size its PNG is drawn
 * at (`pngSize`). Pure: no DOM, no clock; src/app/useDiagramExport.ts gathers the inputs from the
 * store and the canvas, and rasterises the PNG in the renderer.
 */
export { diagramScene, type DiagramBox, type DiagramLink, type DiagramScene } from './geometry';
export { PNG_MAX_SIDE, PNG_SCALE, pngSize, type PngSize } from './pngSize';
export { diagramSvg, type DiagramSvg } from './svg';
export type { DiagramCardText, DiagramDesign, DiagramFigure, DiagramInput, DiagramTone, DiagramVerdict } from './types';
