/**
 * The design as the exports name and title it. A design nobody titled ("Untitled design", the
 * title a new design starts with) but saved under a file name is known by that name: its bill of
 * materials, test plan, diagram, report and comparison are named after the file, and the report's
 * heading and the diagram's title block read it, rather than a dozen "Untitled design - …" files
 * in a customer's inbox. The document itself keeps its title: only the exports are named.
 */
import type { Design } from '../schema/design';
import type { DesignStore } from '../store/createDesignStore';
import { UNTITLED } from '../store/document';

/** `title`, or, when it is blank or the default, the document's (file) name when it has one. */
export function exportTitle(title: string, documentName: string): string {
  const untitled = (t: string): boolean => t.trim() === '' || t.trim() === UNTITLED;
  return untitled(title) && !untitled(documentName) ? documentName.trim() : title;
}

/** `store.toDesign()` with the title the exports use (`exportTitle`). */
export function exportDesign(store: DesignStore): Design {
  const design = store.toDesign();
  const title = exportTitle(design.meta.title, store.getState().document.name);
  return title === design.meta.title ? design : { ...design, meta: { ...design.meta, title } };
}
