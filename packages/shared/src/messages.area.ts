import type { Language } from './language';

/** Server messages of the administrative divisions. */
export const areaMessages = {
  areaHasChildren: {
    zh: '该区划下还有下级区划，不能删除',
    zhtw: '該區劃下還有下級區劃，不能刪除',
    en: 'This division still has subdivisions and cannot be deleted',
  },
  areaParentMissing: {
    zh: '上级区划不存在',
    zhtw: '上級區劃不存在',
    en: 'The parent division does not exist',
  },
  areaParentInvalid: {
    zh: '上级区划不能是自己或自己的下级',
    zhtw: '上級區劃不能是自己或自己的下級',
    en: 'The parent division cannot be the division itself or one of its subdivisions',
  },
  areaTooDeep: {
    zh: '区划最多四级（省、市、区县、街道），街道下不能再添加',
    zhtw: '區劃最多四級（省、市、區縣、街道），街道下不能再添加',
    en: 'Divisions have at most four levels (province, city, district, street); a street cannot have subdivisions',
  },
  areaLevelChange: {
    zh: '区划只能移到与原上级同级的区划下',
    zhtw: '區劃只能移到與原上級同級的區劃下',
    en: 'A division can only move under a division of the same level as its current parent',
  },
  areaCodeInvalid: {
    zh: '区划编码只能输入数字',
    zhtw: '區劃編碼只能輸入數字',
    en: 'The division code may contain only digits',
  },
} as const satisfies Record<string, Record<Language, string>>;
