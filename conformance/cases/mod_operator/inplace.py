# in-place operator functions
import operator as op
l = [1]
r = op.iadd(l, [2])
print(r, r is l)
print(op.iadd(1, 2), op.isub(5, 1), op.imul('ab', 2), op.itruediv(1, 4), op.ifloordiv(9, 2), op.imod(9, 4))
print(op.ipow(3, 3), op.ilshift(1, 3), op.irshift(16, 2), op.iand(6, 3), op.ior(6, 3), op.ixor(6, 3))
s = {1}
print(op.ior(s, {2}), s, op.iconcat([1], (2,)))
