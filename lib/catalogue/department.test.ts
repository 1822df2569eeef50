import { cardSubdepartments, departmentPath, subdepartmentAnchor } from './department';

describe('department card', () => {
  it('links up to 4 subdepartments and says when there are more', () => {
    expect(cardSubdepartments([1, 2, 3])).toEqual({ shown: [1, 2, 3], hasMore: false });
    expect(cardSubdepartments([1, 2, 3, 4])).toEqual({ shown: [1, 2, 3, 4], hasMore: false });
    expect(cardSubdepartments([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3, 4], hasMore: true });
  });

  it('builds department and subdepartment paths', () => {
    expect(departmentPath(3)).toBe('/departamentos/3');
    expect(departmentPath(3, 'costelas')).toBe('/departamentos/3/costelas');
    expect(subdepartmentAnchor('costelas')).toBe('sub-costelas');
  });
});
