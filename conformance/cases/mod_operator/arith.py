# arithmetic operator functions
import operator as op
print(op.add(1, 2), op.sub(5, 3), op.mul(4, 2.5), op.truediv(7, 2), op.floordiv(7, 2), op.mod(-7, 3), op.pow(2, 10))
print(op.neg(3), op.pos(-3), op.abs(-4.5), op.inv(5), op.invert(0), op.lshift(1, 4), op.rshift(256, 3))
print(op.and_(12, 10), op.or_(12, 10), op.xor(12, 10), op.matmul is not None, op.index(7))
print(op.add('a', 'b'), op.mul([0], 3), op.concat([1], [2]), op.concat('x', 'y'))
