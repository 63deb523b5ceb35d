import { describe, expect, it } from 'vitest';
import { formatServerMessage } from '../messages';
import { formModelMessages } from '../messages.form-model';
import { mainlandTerms } from '../zhtw-vocabulary';
import { checkDesign, parseFormData } from './check';
import { holding, widget } from './test-design';

const codes = (fields: unknown[], extra: Record<string, unknown> = {}) =>
  checkDesign({ fields, ...extra }).map((p) => p.code);
const named = (key: Parameters<typeof widget>[0], vModel: string, props: Record<string, unknown> = {}) =>
  widget(key, { __vModel__: vModel, ...props });
const nest = (levels: number) => {
  let inner = holding('row', [widget('input')]);
  for (let i = 1; i < levels; i += 1) inner = holding('row', [inner]);
  return inner;
};

describe('parseFormData', () => {
  it('fills the form defaults of form-model.md §1', () => {
    const parsed = parseFormData('{"fields":[]}');
    expect(parsed.ok && parsed.formData).toMatchObject({
      formModel: 'dataForm', size: 'default', labelPosition: 'right', labelWidth: 100, gutter: 15,
      span: 24, popupType: 'general', generalWidth: '600px', hasConfirmBtn: true,
      primaryKeyPolicy: 1, concurrencyLock: false, logicalDelete: false, idGlobal: 100, funcs: {},
    }); // prettier-ignore
  });

  it('passes unknown widget props through', () => {
    const parsed = parseFormData({ fields: [widget('input', { custom: { a: 1 } })] });
    expect(parsed.ok && parsed.formData.fields[0]?.custom).toEqual({ a: 1 });
  });

  it('refuses what is not a design', () => {
    for (const input of ['{', '[]', 42, null, { fields: 'x' }, { fields: [{ __config__: {} }] }])
      expect(
        checkDesign(input).map((p) => p.code),
        JSON.stringify(input),
      ).toEqual(['formDesignMalformed']);
  });

  it('bounds strings, JSON depth and size before reading', () => {
    expect(codes([widget('input', { placeholder: 'x'.repeat(70_000) })])).toEqual(['formDesignTooLarge']);
    let deep: unknown = 1;
    for (let i = 0; i < 5000; i += 1) deep = [deep];
    expect(codes([widget('input', { deep })])).toEqual(['formDesignTooLarge']);
    expect(codes([widget('input', { big: Array.from({ length: 250_000 }, () => 0) })])).toEqual([
      'formDesignTooLarge',
    ]);
  });

  it('allows 20 nested containers and refuses 21', () => {
    expect(codes([nest(20)])).toEqual([]);
    const problems = checkDesign({ fields: [nest(21)] });
    expect(problems.map((p) => p.code)).toEqual(['formDesignTooDeep']);
    expect(problems[0]?.params).toMatchObject({ field: 'row', max: 20 });
  });

  it('allows 500 value fields and refuses 501', () => {
    const inputs = (n: number) => Array.from({ length: n }, (_, i) => named('input', `f${i}`));
    expect(codes(inputs(500))).toEqual([]);
    expect(codes(inputs(501))).toEqual(['formDesignTooManyFields']);
  });
});

describe('checkDesign: field names', () => {
  it('accepts a design of default widgets', () => {
    expect(codes([widget('input'), widget('numInput'), holding('table', [widget('input')])])).toEqual([]);
  });

  it('refuses missing, malformed, hostile and too long names', () => {
    expect(codes([named('input', '')])).toEqual(['formDesignFieldNameMissing']);
    for (const name of ['a;drop table x', '1abc', '_x', '名字', 'a-b', "x' or 1=1", 'a b'])
      expect(codes([named('input', name)]), name).toEqual(['formDesignFieldNamePattern']);
    expect(codes([named('input', 'a'.repeat(63))])).toEqual([]);
    expect(codes([named('input', 'a'.repeat(64))])).toEqual(['formDesignFieldNameTooLong']);
  });

  it('refuses SQL keywords and standard columns in any case', () => {
    for (const name of ['select', 'ORDER', 'Table', 'drop'])
      expect(codes([named('input', name)]), name).toEqual(['formDesignFieldNameReserved']);
    for (const name of ['id', 'Created_At', 'version'])
      expect(codes([named('input', name)]), name).toEqual(['formDesignFieldNameStandard']);
    expect(codes([named('input', 'parent_id')])).toEqual([]);
    expect(codes([holding('table', [named('input', 'parent_id')])])).toEqual(['formDesignFieldNameStandard']);
  });

  it('refuses a name used twice ignoring case, per table', () => {
    const problems = checkDesign({
      fields: [named('input', 'title'), holding('row', [named('textarea', 'Title')])],
    });
    expect(problems.map((p) => p.code)).toEqual(['formDesignFieldNameDuplicate']);
    expect(problems[0]?.params).toMatchObject({ field: 'textarea', other: 'input', name: 'Title' });
    expect(codes([named('input', 'title'), holding('table', [named('input', 'title')])])).toEqual([]);
    expect(codes([holding('table', [named('input', 'a'), named('numInput', 'A')])])).toEqual([
      'formDesignFieldNameDuplicate',
    ]);
  });

  it('gives stored calculate and attribute widgets names, and leaves unstored ones alone', () => {
    expect(codes([named('calculate', '', { expression: ['1'] })])).toEqual([]);
    expect(codes([named('calculate', '', { expression: ['1'], isStorage: 2 })])).toEqual([
      'formDesignFieldNameMissing',
    ]);
  });
});

describe('checkDesign: widget settings', () => {
  it('needs a numbering rule, relation and popup settings', () => {
    expect(codes([widget('billRule')])).toEqual(['formDesignBillRuleMissing']);
    expect(codes([widget('billRule', {}, { rule: 'Expense' })])).toEqual([]);
    expect(codes([widget('relationForm', { modelId: 'm1' })])).toEqual(['formDesignRelationFormIncomplete']);
    expect(codes([widget('relationForm', { modelId: 'm1', relationField: 'name' })])).toEqual([]);
    expect(codes([widget('popupSelect')])).toEqual(['formDesignPopupIncomplete']);
    expect(codes([widget('popupTableSelect', { interfaceId: 'i', propsValue: '' })])).toEqual([
      'formDesignPopupIncomplete',
    ]);
    expect(codes([widget('popupSelect', { interfaceId: 'i' })])).toEqual([]);
    expect(codes([widget('autoComplete', { relationField: '' })])).toEqual([
      'formDesignAutoCompleteIncomplete',
    ]);
    expect(codes([widget('popupAttr')])).toEqual(['formDesignAttrIncomplete']);
  });

  it('checks upload folders and link addresses', () => {
    const upload = (folder: string) => widget('uploadFile', { pathType: 'selfPath', folder });
    expect(codes([upload('docs/2024-claims')])).toEqual([]);
    for (const folder of ['', '../etc', 'a//b', '/abs', 'a/-b', 'x'.repeat(101)])
      expect(codes([upload(folder)]), folder).toEqual(['formDesignFolderInvalid']);
    expect(codes([widget('link', { href: 'https://example.com/a?b=1' })])).toEqual([]);
    expect(
      codes([widget('link', { href: 'mailto:a@example.com' }), widget('link', { href: 'tel:+886 2 1234' })]),
    ).toEqual([]);
    expect(
      codes([widget('iframe', { href: 'mailto:a@example.com' }), widget('link', { href: 'javascript:x' })]),
    ).toEqual(['formDesignHrefInvalid', 'formDesignHrefInvalid']);
    for (const href of ['', 'javascript:alert(1)', 'ftp://x', '//evil.com', 'http://'])
      expect(codes([widget('iframe', { href })]), href).toEqual(['formDesignHrefInvalid']);
  });

  it('refuses empty containers', () => {
    expect(codes([holding('row', [])])).toEqual(['formDesignContainerEmpty']);
    expect(codes([widget('card')])).toEqual(['formDesignContainerEmpty']);
    expect(codes([widget('tab')])).toEqual(['formDesignContainerEmpty', 'formDesignContainerEmpty']);
    const tabs = widget('tab', {}, { label: 'Details' });
    tabs.__config__.children![0]!.__config__.children = [widget('input')];
    expect(checkDesign({ fields: [tabs] }).map((p) => p.params.field)).toEqual(['Details / 2']);
    expect(codes([widget('tableGrid')])).toEqual(['formDesignContainerEmpty']);
    const grid = widget('tableGrid');
    grid.__config__.children![0]!.__config__.children![1]!.__config__.children = [widget('input')];
    expect(codes([grid])).toEqual([]);
    expect(codes([widget('table')])).toEqual(['formDesignContainerEmpty']);
  });

  it('lets a sub-table hold only column kinds', () => {
    const problems = checkDesign({
      fields: [holding('table', [widget('input'), widget('editor'), holding('row', [widget('input')])])],
    });
    expect(problems.map((p) => [p.code, p.params.key])).toEqual([
      ['formDesignSubTableColumn', 'editor'],
      ['formDesignSubTableColumn', 'row'],
    ]);
    expect(codes([holding('table', [holding('table', [widget('input')])])])).toEqual([
      'formDesignSubTableColumn',
    ]);
  });

  it('refuses unknown widget kinds', () => {
    expect(codes([widget('input', {}, { jnpfKey: 'script' })])).toEqual(['formDesignUnknownWidget']);
  });

  it('compiles regList patterns and refuses broken or giant ones', () => {
    const rules = (pattern: string) => widget('input', {}, { regList: [{ pattern, message: 'm' }] });
    expect(codes([rules('/^\\d+$/'), rules('^[a-z]+$'), rules('/x/gi')])).toEqual([]);
    expect(codes([rules('/(/')])).toEqual(['formDesignRegexInvalid']);
    expect(codes([rules('[')])).toEqual(['formDesignRegexInvalid']);
    expect(codes([rules(`/${'(a+)+'.repeat(200)}/`)])).toEqual(['formDesignRegexTooLong']);
  });

  it('needs a print template when the print button is on', () => {
    expect(codes([], { hasPrintBtn: true })).toEqual(['formDesignPrintMissing']);
    expect(codes([], { hasPrintBtn: true, printId: ['p1'] })).toEqual([]);
  });
});

describe('checkDesign: calculate', () => {
  const ref = (vModel: string) => ({ __vModel__: vModel, label: vModel });
  const calc = (vModel: string, expression: unknown[]) =>
    named('calculate', vModel, { expression, isStorage: 2 });

  it('accepts formulas over number inputs, calculate fields and sub-table columns', () => {
    const fields = [
      named('numInput', 'price'),
      calc('total', [ref('price'), '×', '2', '+', ref('items.amount')]),
      named('table', 'items', {
        __config__: {
          ...widget('table').__config__,
          children: [named('numInput', 'amount'), calc('line', [ref('items.amount'), '×', ref('price')])],
        },
      }),
    ];
    expect(codes(fields)).toEqual([]);
  });

  it('refuses a malformed formula and references to unknown or non-number fields', () => {
    expect(codes([calc('c', ['1', '+'])])).toEqual(['formDesignFormulaInvalid']);
    expect(codes([calc('c', [])])).toEqual(['formDesignFormulaInvalid']);
    expect(codes([named('input', 'name'), calc('c', [ref('name')])])).toEqual([
      'formDesignFormulaUnknownField',
    ]);
    expect(codes([calc('c', [ref('nope'), '+', '1'])])).toEqual(['formDesignFormulaUnknownField']);
  });

  it('refuses a formula that refers to itself, directly or through others', () => {
    expect(codes([calc('a', [ref('a'), '+', '1'])])).toEqual(['formDesignFormulaCycle']);
    const pair = checkDesign({ fields: [calc('a', [ref('b'), '+', '1']), calc('b', ['2', '×', ref('a')])] });
    expect(pair.map((p) => [p.code, p.params.field])).toEqual([
      ['formDesignFormulaCycle', 'calculate'],
      ['formDesignFormulaCycle', 'calculate'],
    ]);
    const problems = checkDesign({
      fields: [
        calc('a', [ref('b')]),
        calc('b', [ref('c'), '÷', '0']),
        calc('c', [ref('a')]),
        calc('d', [ref('a')]),
      ],
    });
    expect(problems.map((p) => p.code)).toEqual([
      'formDesignFormulaCycle',
      'formDesignFormulaCycle',
      'formDesignFormulaCycle',
    ]);
    expect(problems[0]?.params.cycle).toBe('calculate → calculate → calculate → calculate');
  });
});

describe('design problem messages', () => {
  it('name the field by its label in every language', () => {
    const [found] = checkDesign({ fields: [widget('billRule', {}, { label: '单号' })] });
    expect(formatServerMessage(found!.code, 'zh', found!.params)).toBe('单号未选择单据规则');
    expect(formatServerMessage(found!.code, 'zhtw', found!.params)).toBe('单号未選擇單據規則');
    expect(formatServerMessage(found!.code, 'en', found!.params)).toBe('单号 has no numbering rule');
  });

  it('use Taiwan vocabulary in traditional Chinese', () => {
    const found = Object.values(formModelMessages).flatMap(({ zhtw }) =>
      mainlandTerms.filter(([mainland]) => zhtw.includes(mainland)).map(([m]) => `${m}: ${zhtw}`),
    );
    expect(found).toEqual([]);
  });
});
