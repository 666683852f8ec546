# comparison functions
import operator as op
print(op.lt(1, 2), op.le(2, 2), op.eq(1, 1.0), op.ne('a', 'b'), op.gt(3, 2), op.ge(1, 2))
print(op.is_(None, None), op.is_not(1, None), op.truth([]), op.not_(0), op.contains([1, 2], 2))
print(op.countOf([1, 2, 1, 1], 1), op.indexOf('abc', 'c'))
