# getitem setitem delitem
import operator as op
l = [1, 2, 3]
op.setitem(l, 0, 9)
op.delitem(l, 1)
print(l, op.getitem(l, -1), op.getitem('hello', slice(1, 3)))
d = {}
op.setitem(d, 'k', 1)
print(d, op.getitem(d, 'k'))
