# Lists changed by program code that a list operation calls (__index__,
# __eq__, __lt__, __hash__, iterators, key functions) while it works on
# them: lengths and buffers must be re-read after every call, as CPython
# does, and right-hand sides materialised before assigning.
# --- setitem_index_clears
l = list(range(10))
class I:
    def __index__(self):
        l.clear()
        return 5
l[I()] = 1
# --- getitem_index_clears
l = list(range(10))
class I:
    def __index__(self):
        l.clear()
        return 5
l[I()]
# --- delitem_index_clears
l = list(range(10))
class I:
    def __index__(self):
        l.clear()
        return 5
del l[I()]
# --- slice_start_index_clears
l = list(range(100))
class I:
    def __index__(self):
        l.clear()
        return 10
l[I():50]
# --- slice_step_index_clears_assign
l = list(range(100))
class I:
    def __index__(self):
        l.clear()
        return 2
l[0:90:I()] = range(45)
# --- slice_stop_index_grows_assign
l = list(range(10))
class I:
    def __index__(self):
        l.extend(range(100))
        return 5
l[1:I()] = []
# --- slice_delete_index_clears
l = list(range(100))
class I:
    def __index__(self):
        l.clear()
        return 3
del l[::I()]
# --- extended_slice_delete_negative_step
l = list(range(100))
class I:
    def __index__(self):
        del l[50:]
        return -3
del l[99:0:I()]
# --- slice_assign_generator_clears
l = list(range(10))
l[1:3] = (l.clear() or x for x in range(5))
# --- ext_slice_assign_generator_clears
l = list(range(10))
l[::2] = (l.clear() or x for x in range(5))
# --- slice_assign_self_iter
l = list(range(10))
l[2:5] = iter(l)
# --- insert_index_clears
l = list(range(10))
class I:
    def __index__(self):
        l.clear()
        return 5
l.insert(I(), 'x')
# --- pop_index_clears
l = list(range(10))
class I:
    def __index__(self):
        l.clear()
        return 5
l.pop(I())
# --- index_bounds_clear
l = list(range(10))
class I:
    def __index__(self):
        l.clear()
        return 8
l.index(3, 0, I())
# --- index_eq_clears
l = [0] * 10
class E:
    def __eq__(self, o):
        l.clear()
        return False
l.index(E())
# --- count_eq_clears
l = [0] * 10
class E:
    def __eq__(self, o):
        l.clear()
        return False
l.count(E())
# --- remove_eq_clears
l = [0] * 10
class E:
    def __eq__(self, o):
        l.clear()
        return False
l.remove(E())
# --- contains_eq_clears
l = [0] * 10
class E:
    def __eq__(self, o):
        l.clear()
        return False
E() in l
# --- contains_eq_shrinks
l = [object() for i in range(10)]
class E:
    def __eq__(self, o):
        del l[-3:]
        return False
E() in l
# --- eq_lists_clears
a = [0] * 10
class E:
    def __eq__(self, o):
        a.clear()
        return True
[E()] * 10 == a
# --- lt_lists_clears
a = [1] * 10
class E:
    def __eq__(self, o):
        a.clear()
        return True
[E()] * 10 < a
# --- extend_self_generator
l = [1, 2, 3]
l.extend(l.pop() if l else 0 for _ in range(10))
# --- extend_iterator_clears
l = list(range(10))
class It:
    def __iter__(self):
        return self
    def __next__(self):
        l.clear()
        raise StopIteration
l.extend(It())
# --- iadd_generator_clears
l = list(range(10))
l += (l.clear() or x for x in range(3))
# --- imul_index_clears
l = list(range(10))
class I:
    def __index__(self):
        l.clear()
        return 3
l *= I()
# --- mul_index_appends
l = list(range(10))
class I:
    def __index__(self):
        l.extend(range(10**5))
        return 3
l * I()
# --- sort_key_clears
l = list(range(100))
l.sort(key=lambda x: l.clear())
# --- sort_key_appends
l = list(range(100))
l.sort(key=lambda x: l.append(x) or x)
# --- sort_lt_clears
l = []
class E:
    def __lt__(self, o):
        l.clear()
        return True
l.extend(E() for _ in range(100))
l.sort()
# --- sort_lt_pops
l = []
class E:
    def __lt__(self, o):
        if l:
            l.pop()
        return False
l.extend(E() for _ in range(100))
l.sort(reverse=True)
# --- max_key_clears
l = list(range(100))
max(l, key=lambda x: l.clear() or x)
# --- reversed_then_clear
l = list(range(10))
r = reversed(l)
next(r)
l.clear()
list(r)
# --- iterator_then_shrink
l = list(range(10))
it = iter(l)
next(it)
del l[1:]
list(it)
# --- enumerate_appending
l = [0]
for i, x in enumerate(l):
    if i < 10**5:
        l.append(x)
# --- copy_repr_pops
l = []
class P:
    def __repr__(self):
        l.pop()
        return 'p'
l.extend(P() for _ in range(10))
repr(l)
# --- repr_clears
l = []
class P:
    def __repr__(self):
        l.clear()
        return 'p'
l.extend(P() for _ in range(10))
str(l)
# --- repr_appends
l = []
class P:
    def __repr__(self):
        l.append(P())
        return 'p'
l.append(P())
repr(l)
# --- hash_tuple_of_list_mutating
l = []
class H:
    def __hash__(self):
        l.clear()
        return 1
l.extend(H() for _ in range(10))
hash(tuple(l))
# --- list_init_self
l = list(range(10))
l.__init__(x for x in l)
# --- list_init_clears
l = list(range(10))
l.__init__(l.clear() or x for x in range(5))
# --- setitem_slice_index_object
l = list(range(10))
class I:
    def __index__(self):
        l.clear()
        return 1
l[I():I()] = [1, 2, 3]
# --- bisect_lt_clears
import bisect
l = []
class E:
    def __lt__(self, o):
        l.clear()
        return True
l.extend(E() for _ in range(100))
bisect.insort(l, E())
# --- bisect_left_lt_clears
import bisect
l = []
class E:
    def __lt__(self, o):
        l.clear()
        return False
l.extend(E() for _ in range(100))
bisect.bisect_left(l, E())
# --- bisect_hi_index_clears
import bisect
l = list(range(100))
class I:
    def __index__(self):
        l.clear()
        return 99
bisect.bisect_right(l, 50, 0, I())
# --- heappush_lt_clears
import heapq
h = []
class E:
    def __lt__(self, o):
        h.clear()
        return True
for _ in range(10):
    heapq.heappush(h, E())
# --- heappop_lt_clears
import heapq
h = []
class E:
    def __lt__(self, o):
        h.clear()
        return True
h.extend(E() for _ in range(10))
heapq.heappop(h)
# --- heapify_lt_pops
import heapq
h = []
class E:
    def __lt__(self, o):
        if h:
            h.pop()
        return True
h.extend(E() for _ in range(100))
heapq.heapify(h)
# --- heapreplace_lt_clears
import heapq
h = []
class E:
    def __lt__(self, o):
        h.clear()
        return False
h.extend(E() for _ in range(10))
heapq.heapreplace(h, E())
# --- heappushpop_lt_clears
import heapq
h = []
class E:
    def __lt__(self, o):
        h.clear()
        return True
h.extend(E() for _ in range(10))
heapq.heappushpop(h, E())
# --- nsmallest_key_clears
import heapq
l = list(range(100))
heapq.nsmallest(5, l, key=lambda x: l.clear() or x)
