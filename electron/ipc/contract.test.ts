import { describe, expect, expectTypeOf, it } from 'vitest';

import type { IpcResult, SpindleApi } from './api';
import { apiName, contract, ExportFile, htmlDocumentProblem, looksLikeSvg, MenuCommandId } from './contract';

describe('IPC contract', () => {
  it('names every channel domain:verb, with distinct API names', () => {
    const names = Object.keys(contract);
    for (const c of names) expect(c).toMatch(/^[a-z][a-zA-Z]*:[a-z][a-zA-Z]*$/);
    expect(new Set(names.map(apiName)).size).toBe(names.length);
  });

  it('derives camel-case API names', () => {
    expect(apiName('design:openDialog')).toBe('designOpenDialog');
    expect(apiName('menu:command')).toBe('menuCommand');
  });

  it('has events only for main → renderer messages', () => {
    const events = Object.entries(contract)
      .filter(([, s]) => s.kind === 'event')
      .map(([c]) => c);
    expect(events.sort()).toEqual(['document:saveRequested', 'menu:command']);
  });

  it('lists the menu command ids the renderer handles', () => {
    expect(MenuCommandId.options).toHaveLength(24);
    expect(MenuCommandId.options).toContain('file.priceList');
    expect(MenuCommandId.options).toContain('file.importJetstress');
    expect(MenuCommandId.options).toContain('file.exportDiagramSvg');
    expect(MenuCommandId.options).toContain('file.exportDiagramPng');
    expect(MenuCommandId.options).toContain('file.exportReportHtml');
    expect(contract['menu:command'].args.safeParse({ id: 'view.fit' }).success).toBe(true);
    expect(contract['menu:command'].args.safeParse({ id: 'view.explode' }).success).toBe(false);
  });

  it('derives the renderer API type from the contract', () => {
    expectTypeOf<SpindleApi['recentList']>().toEqualTypeOf<
      () => Promise<IpcResult<{ path: string; name: string; openedAt: number }[]>>
    >();
    expectTypeOf<Parameters<SpindleApi['designOpenPath']>[0]>().toEqualTypeOf<{ path: string }>();
    expectTypeOf<Parameters<Parameters<SpindleApi['documentSaveRequested']['on']>[0]>[0]>().toEqualTypeOf<{
      requestId: number;
    }>();
  });

  describe('export files', () => {
    const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
    const check = (format: string, data: Uint8Array): string[] => {
      const r = ExportFile.safeParse({ suggestedName: `x.${format}`, format, data });
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

    it('takes the diagram formats, each checked for what it claims to be', () => {
      expect(check('svg', bytes('<?xml version="1.0"?><svg/>'))).toEqual([]);
      expect(check('png', new Uint8Array([...PNG, 0, 0, 0, 13]))).toEqual([]);
      expect(check('png', new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toEqual([
        'A .png file must start with the PNG signature.',
      ]);
      expect(check('png', new Uint8Array([...PNG.slice(0, 7), 0x0b, 0]))).toEqual([
        'A .png file must start with the PNG signature.',
      ]);
      expect(check('svg', new Uint8Array([0x3c, 0x73, 0xc3]))).toEqual(['An .svg file must be UTF-8 text.']);
      expect(check('svg', bytes('hello <svg/>'))).toEqual([
        'An .svg file must start with an SVG document (<svg or <?xml).',
      ]);
    });

    it('recognises an SVG document by its first content only', () => {
      expect(looksLikeSvg('<svg xmlns="http://www.w3.org/2000/svg"/>')).toBe(true);
      expect(looksLikeSvg('\uFEFF\n  <svg>')).toBe(true);
      expect(looksLikeSvg('<?xml version="1.0" encoding="UTF-8"?>\n<svg/>')).toBe(true);
      expect(looksLikeSvg('<svgx/>')).toBe(false);
      expect(looksLikeSvg('<?xml-stylesheet href="x"?>')).toBe(false);
      expect(looksLikeSvg('<!-- <svg> -->')).toBe(false);
      expect(looksLikeSvg('')).toBe(false);
      expect(looksLikeSvg('=cmd|calc!A1 <svg>')).toBe(false);
    });

    it('takes an .html export only when it is an HTML document in UTF-8', () => {
      const bytes = (t: string): Uint8Array => new TextEncoder().encode(t);
      expect(htmlDocumentProblem(bytes('<!doctype html><html></html>'))).toBeNull();
      expect(htmlDocumentProblem(bytes('\uFEFF\n  <!DOCTYPE HTML>\n<html></html>'))).toBeNull();
      expect(htmlDocumentProblem(bytes('<html></html>'))).toBe('An .html file must start with <!doctype html>.');
      expect(htmlDocumentProblem(bytes('PK\u0003\u0004<!doctype html>'))).toMatch(/must start with/);
      expect(htmlDocumentProblem(new Uint8Array([0x3c, 0xff, 0xfe]))).toBe('An .html file must be UTF-8 text.');
      const file = (data: Uint8Array) => ExportFile.safeParse({ suggestedName: 'r', format: 'html', data });
      expect(file(bytes('<!doctype html>')).success).toBe(true);
      expect(file(bytes('<script>alert(1)</script>')).error?.issues[0]?.message).toBe(
        'An .html file must start with <!doctype html>.',
      );
    });
  });
});
