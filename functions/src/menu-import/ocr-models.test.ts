import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CJK_MODELS, OCR_MODELS } from '../../../src/domain/menu-import/ocr-languages';
import { LINE_MODELS, OCR_PACKAGES, PAGE_MODELS } from './ocr';

describe('the installed OCR models', () => {
  it('every model a language maps to is installed, with the integer model the worker loads', () => {
    const installed = new Set(OCR_PACKAGES.map((p) => p.code));
    for (const model of new Set(Object.values(OCR_MODELS))) {
      expect(installed, model).toContain(model);
      const pkg = OCR_PACKAGES.find((p) => p.code === model)!;
      expect(existsSync(join(dirname(pkg.langPath), PAGE_MODELS, `${model}.traineddata.gz`)), model).toBe(true);
    }
  });

  it('every CJK model has the plain model its words are read again with', () => {
    for (const model of CJK_MODELS) {
      const pkg = OCR_PACKAGES.find((p) => p.code === model)!;
      expect(existsSync(join(dirname(pkg.langPath), LINE_MODELS, `${model}.traineddata.gz`)), model).toBe(true);
    }
  });
});
